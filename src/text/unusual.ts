/**
 * The unusual rulings in a player's words: one phrase per ruling code, kept here so that
 * every place that shows a result (the CLI summary, the widget) names them alike. An
 * unusual ruling is a Storyteller choice the rules allow but Storytellers are officially
 * advised against, which published puzzles treat as never made; the search keeps worlds
 * that need one and tags them (`TemporalCandidate.unusual`), and these words say why such
 * worlds are shown apart from the ordinary answer.
 */
import { UNUSUAL_RULINGS, type UnusualRuling } from '../compile/codes.ts';

/** What each ruling lets the Storyteller do, as a phrase that completes "needs …" (no capital, no full stop). */
export const UNUSUAL_WORDS: Readonly<Record<UnusualRuling, string>> = {
  recluse_star_pass: 'a Recluse catching the star-pass',
  scarlet_woman_recluse: 'the Scarlet Woman becoming a second Imp when a Recluse dies',
};

/** The standing every unusual ruling has, said beside its name. */
export const UNUSUAL_STANDING = 'legal; officially recommended against';

/** The rulings a candidate needs: a temporal candidate's `unusual`; none for a legacy one, which has no such field. */
export function rulingsOf(candidate: object): readonly UnusualRuling[] {
  return 'unusual' in candidate && Array.isArray(candidate.unusual) ? candidate.unusual as UnusualRuling[] : [];
}

/** True when the candidate needs an unusual ruling (no ordinary history exists for its assignment). */
export function needsUnusual(candidate: object): boolean {
  return rulingsOf(candidate).length > 0;
}

/**
 * The rulings the given candidates need, in words: each ruling once (in code order), with
 * how many of the candidates need it when more than one ruling is named — "a Recluse
 * catching the star-pass", or "a Recluse catching the star-pass (3), the Scarlet Woman
 * becoming a second Imp when a Recluse dies (1)". Empty text when none needs any.
 */
export function rulingsInWords(candidates: readonly object[]): string {
  const counts = UNUSUAL_RULINGS.map((code) => [code, candidates.filter((c) => rulingsOf(c).includes(code)).length] as const)
    .filter(([, n]) => n > 0);
  if (counts.length === 1) return UNUSUAL_WORDS[counts[0]![0]];
  return counts.map(([code, n]) => `${UNUSUAL_WORDS[code]} (${n})`).join(', ');
}
