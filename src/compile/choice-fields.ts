/**
 * The hidden Storyteller choices a history is made of, in one table for both kernels and
 * every place that stores or prints them: the kernel's `NightChoices`/`DayChoices`
 * (src/kernel/world.ts), the compact world store, the WASM result record (the generated
 * `CH_*`/`DC_*` offsets and word counts of assembly/vocab.gen.ts) and the witness.
 * A choice is a seat, -1 for none.
 */

/**
 * Each night: the Poisoner's, the Monk's (or the Drunk's shown the Monk), the Butler's
 * master; then each living Imp's attack, in seat order (a second Imp exists only under
 * ruling Q13): its target, where a healthy Mayor's death goes (`redirect`), and who
 * becomes the Imp at the attack's death (`successor`: after a star-pass, or the Scarlet
 * Woman when a healthy Recluse dies, ruling Q13).
 */
export const NIGHT_CHOICES = ['poison', 'monk', 'imp', 'redirect', 'successor', 'master', 'imp2', 'redirect2', 'successor2'] as const;

/**
 * Each day: who becomes the Imp when a healthy Recluse dies that day (the Scarlet Woman,
 * ruling Q13, unusual), and whose Virgin ability a nomination nobody recorded spent.
 */
export const DAY_CHOICES = ['successor', 'virgin'] as const;

export type NightChoiceField = (typeof NIGHT_CHOICES)[number];
export type DayChoiceField = (typeof DAY_CHOICES)[number];

/**
 * One night's or day's choices read from packed words (`data` from `at`, in the order of
 * `fields`) as the kernel's object. A plain loop: `Object.fromEntries` over mapped pairs
 * was a tenth of building 100,000 candidates.
 */
export function readChoices<F extends string>(fields: readonly F[], data: ArrayLike<number>, at: number): Record<F, number> {
  const out = {} as Record<F, number>;
  for (let j = 0; j < fields.length; j++) out[fields[j]!] = data[at + j]!;
  return out;
}
