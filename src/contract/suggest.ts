/**
 * "Did you mean …?" for a misspelt field name, phase, kind or character id: the one
 * accepted word closest to what was written, when it is close enough to be the likely
 * intent (edit distance at most 1 for words of up to 4 letters, else 2; letter case,
 * spaces, hyphens and underscores ignored) and no other accepted word is as close.
 */
import leven from 'leven';

/** The comparable form of a word: lower case, without spaces, hyphens or underscores. */
function plain(word: string): string {
  return word.toLowerCase().replace(/[\s_-]+/g, '');
}

/**
 * The accepted word `written` most likely meant, or null when none is close enough or
 * two are equally close. Never `written` itself.
 */
export function closestWord(written: string, accepted: readonly string[]): string | null {
  const typed = plain(written);
  if (typed.length === 0) return null;
  const limit = typed.length <= 4 ? 1 : 2;
  let best: string | null = null;
  let bestDistance = limit + 1;
  let tied = false;
  for (const word of accepted) {
    if (word === written) continue;
    const distance = leven(typed, plain(word), { maxDistance: limit + 1 });
    if (distance < bestDistance) {
      best = word;
      bestDistance = distance;
      tied = false;
    } else if (distance === bestDistance && word !== best) {
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
