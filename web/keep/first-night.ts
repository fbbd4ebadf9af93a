/**
 * The notebook's "copy first-night evidence" action: legacy first-night rows become rows
 * of the history, only when the user asks (the contract keeps the two collections apart).
 * `role`, `alignment` and `inPlay` rows carry over as they are (a missing mode becomes
 * `assumption`, as the legacy search reads it); `info` rows become authentic night-1
 * reports with the same payload.
 */
import type { LegacyInput, TemporalEvidence, TemporalInput, TemporalReport } from '../model/game.ts';

/** The history with the legacy rows appended (a new object; the inputs are not changed). */
export function copyFirstNight(game: TemporalInput, firstNight: LegacyInput): TemporalInput {
  const evidence: TemporalEvidence[] = [...game.evidence];
  const reports: TemporalReport[] = [...game.reports];
  for (const row of firstNight.evidence) {
    const mode = row.mode ?? 'assumption';
    if (row.kind === 'info') {
      const { kind: _kind, night: _night, ...payload } = row;
      reports.push({ ...payload, mode, night: 1, authenticity: 'authentic' } as TemporalReport);
    } else {
      evidence.push({ ...row, mode } as TemporalEvidence);
    }
  }
  return { ...structuredClone(game), evidence: structuredClone(evidence), reports: structuredClone(reports) };
}
