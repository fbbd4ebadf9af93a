/**
 * The demo menu's titles of the bundled puzzles, read from each case file's `source`:
 * "NQT #47: We Have Evil Twin at Home" for a Not_Quite_Vertical weekly puzzle,
 * "LSH tb-01: 다섯 명의 아침 (Five in the morning)" for one of LeeSongHeon's; otherwise the
 * file's name in words.
 */

/** Title of the case at `path` (a file name ends it) whose `source` credits the puzzle. */
export function caseTitle(path: string, source: string): string {
  const name = path.replace(/^.*\//, '').replace(/\.json$/, '');
  // A title may hold apostrophes ("Don't Overcook It"): it ends at the quote before ", r/…" or "; …".
  const nqt = /weekly puzzle #(\w+), '(.+?)', r\//.exec(source);
  if (nqt) return `NQT #${nqt[1]}: ${nqt[2]}`;
  const lsh = /\(puzzle (tb-\d+), '(.+?)';/.exec(source);
  if (lsh) return `LSH ${lsh[1]}: ${lsh[2]}`;
  if (/Scarlet Woman must catch the Imp/.test(source)) return 'NQT test: the Scarlet Woman catches the Imp';
  if (name.startsWith('first-night-')) return `First night only, from ${name.slice('first-night-'.length)}`;
  return name;
}
