/**
 * The rows of a `botc-temporal-v1` game that an explanation may name: evidence rows,
 * reports, night actions and each night's death list. Claims (`mode: 'claim'`) and rows
 * turned off (`enabled: false`) constrain nothing, so they never count (build-game.ts drops
 * them the same way).
 *
 * Day events are not among them: a day's record is complete, so a day event turned off
 * does not become unknown — it says the event did not happen (no execution that day, no
 * such vote), which is a constraint of its own. Leaving one out could then create a
 * conflict instead of removing one, and the search for a minimal conflict relies on
 * leaving rows out only ever removing constraints (a helper's attack found such false
 * conflicts, issue 33). Day events are always kept as recorded.
 */
import type { TemporalInput } from '../contract/schema-temporal.ts';
import type { Game } from '../model/game.ts';
import { whereInWords } from '../text/error-words.ts';
import { rowInWords } from '../text/row-words.ts';

/** What kind of row: an evidence row, a report, a night action, or a night's death list. */
export type RowKind = 'evidence' | 'report' | 'nightAction' | 'deaths';

/** One row an explanation names: its JSON path in the input, its kind, where it is and what it says, in words. */
export interface ConflictRow {
  /** JSON path of the row in the input, e.g. `$.reports[2]` or `$.phases[3].deaths`. */
  path: string;
  /** What kind of row it is. */
  kind: RowKind;
  /** Where it is, in words, as the widget's editors and the CLI name it ("Report 3, Steph as Undertaker"). */
  label: string;
  /** What it says, in words ("Steph as Undertaker learned on night 2: the Imp"; "Night 2: Tom died"). */
  says: string;
}

const counts = (row: { enabled?: boolean; mode?: string }) => row.enabled !== false && row.mode !== 'claim';

/** Every row of `input` that constrains the search, in the input's order (evidence, reports, then phase by phase). */
export function constrainingRows(input: TemporalInput): ConflictRow[] {
  const rows: { path: string; kind: RowKind }[] = [];
  input.evidence.forEach((row, i) => { if (counts(row)) rows.push({ path: `$.evidence[${i}]`, kind: 'evidence' }); });
  input.reports.forEach((row, i) => { if (counts(row)) rows.push({ path: `$.reports[${i}]`, kind: 'report' }); });
  input.phases.forEach((phase, p) => {
    if (phase.phase !== 'night') return;
    if (phase.deaths) rows.push({ path: `$.phases[${p}].deaths`, kind: 'deaths' });
    phase.actions?.forEach((action, a) => { if (counts(action)) rows.push({ path: `$.phases[${p}].actions[${a}]`, kind: 'nightAction' }); });
  });
  return rows.map((r) => {
    const label = whereInWords(input, r.path) ?? r.path;
    return { ...r, label, says: rowInWords(input, r.path) ?? label };
  });
}

/**
 * A copy of `input` without the rows at `paths` (paths from {@link constrainingRows}): a row
 * is turned off (`enabled: false`), a death list is left out (the night's deaths are then
 * not known). The input itself is not changed. (`explain` leaves rows out of the parsed game
 * instead, {@link gameWithoutRows}: the same game, without checking the input again.)
 */
export function withoutRows(input: TemporalInput, paths: ReadonlySet<string>): TemporalInput {
  const off = <T extends object>(row: T, path: string): T => (paths.has(path) ? { ...row, enabled: false } : row);
  return {
    ...input,
    evidence: input.evidence.map((row, i) => off(row, `$.evidence[${i}]`)),
    reports: input.reports.map((row, i) => off(row, `$.reports[${i}]`)),
    phases: input.phases.map((phase, p) => {
      if (phase.phase === 'day') return phase;
      const { deaths, ...rest } = phase;
      const actions = phase.actions?.map((a, i) => off(a, `$.phases[${p}].actions[${i}]`));
      return {
        ...rest,
        ...(deaths && !paths.has(`$.phases[${p}].deaths`) ? { deaths } : {}),
        ...(actions ? { actions } : {}),
      };
    }),
  };
}

/**
 * The normalised game of `withoutRows(input, paths)`, made from the game of `input` (its
 * rows carry their input paths): the rows at `paths` left out, and a night's death list
 * at `$.phases[p].deaths` unknown. New arrays and night phases; `game` is not changed.
 */
export function gameWithoutRows(game: Game, paths: ReadonlySet<string>): Game {
  return {
    ...game,
    evidence: game.evidence.filter((row) => !paths.has(row.path)),
    reports: game.reports.filter((row) => !paths.has(row.path)),
    phases: game.phases.map((phase) => (phase.phase === 'day' ? phase : {
      ...phase,
      deaths: paths.has(`${phase.path}.deaths`) ? null : phase.deaths,
      actions: phase.actions.filter((action) => !paths.has(action.path)),
    })),
  };
}
