/**
 * "Did you mean …?" for a misspelt field name, phase, kind or character id: the one
 * accepted word closest to what was written, when it is close enough to be the likely
 * intent and no other accepted word is as close. Letter case, spaces, hyphens and
 * underscores are ignored. Close enough: one edit for words of 3–4 letters, two for longer
 * ones (`maxDistance` may lower that); words of one or two letters get no suggestion. A
 * word that differs only by something put before it ("certain" / "uncertain", "healthy" /
 * "unhealthy") is never suggested: that is the opposite, not a misspelling.
 */
import leven from 'leven';

/** The comparable form of a word: lower case, without spaces, hyphens or underscores. */
function plain(word: string): string {
  return word.toLowerCase().replace(/[\s_-]+/g, '');
}

/**
 * How far `written` is from `word` (edits between their plain forms), or null when it is
 * too far to be a misspelling of it, or differs from it only at its start.
 */
export function misspellingDistance(written: string, word: string, maxDistance = Infinity): number | null {
  const typed = plain(written);
  const target = plain(word);
  if (typed.length <= 2 || written === word) return null;
  const limit = Math.min(maxDistance, typed.length <= 4 ? 1 : 2);
  if (typed !== target && (target.endsWith(typed) || typed.endsWith(target))) return null;
  const distance = leven(typed, target, { maxDistance: limit + 1 });
  return distance <= limit ? distance : null;
}

/**
 * The accepted word `written` most likely meant, or null when none is close enough or
 * two are equally close. Never `written` itself.
 */
export function closestWord(written: string, accepted: readonly string[], maxDistance = Infinity): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  let tied = false;
  for (const word of accepted) {
    const distance = misspellingDistance(written, word, maxDistance);
    if (distance === null || word === best) continue;
    if (distance < bestDistance) {
      best = word;
      bestDistance = distance;
      tied = false;
    } else if (distance === bestDistance) {
      tied = true;
    }
  }
  return best !== null && !tied ? best : null;
}

/** `; did you mean "x"?` for the closest accepted word, or '' when there is none. */
export function didYouMean(written: unknown, accepted: readonly unknown[]): string {
  if (typeof written !== 'string') return '';
  const words = accepted.filter((w): w is string => typeof w === 'string');
  const meant = closestWord(written, words);
  return meant === null ? '' : `; did you mean ${JSON.stringify(meant)}?`;
}
