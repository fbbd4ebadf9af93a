/**
 * A world: one initial assignment plus every hidden Storyteller choice the search
 * makes for it. Seats and role codes (see `src/rules/roles.ts`); -1 means "none".
 * The search finds worlds; the kernel replays them; a witness is a world in JSON form.
 */

/** The hidden choices of one night (-1 where nobody chooses). */
export interface NightChoices {
  /** Seat the Poisoner poisons. */
  poison: number;
  /** Seat the Monk (or the Drunk shown the Monk) chooses. */
  monk: number;
  /** Seat the Imp attacks. */
  imp: number;
  /** Where the Storyteller moves a kill from a healthy Mayor; -1: the Mayor dies. */
  redirect: number;
  /** Who becomes the Imp when the Imp dies tonight; -1: nobody can. */
  successor: number;
  /** The Butler's master for the next day. */
  master: number;
}

/** A night with no choices made. */
export function noChoices(): NightChoices {
  return { poison: -1, monk: -1, imp: -1, redirect: -1, successor: -1, master: -1 };
}

export interface World {
  /** Initial character (role code) of each seat. */
  roles: number[];
  /** Townsfolk token shown to the Drunk, or -1 when no Drunk is in play. */
  drunkShown: number;
  /** Fortune Teller's red herring seat, or -1 when no actual Fortune Teller is in play. */
  redHerring: number;
  /** Choices of each recorded night, in order (index 0 = night 1). */
  nights: NightChoices[];
  /** Night of each active report (index-aligned with `game.reports`); -1: an evil player's made-up report. */
  reportNights: number[];
  /**
   * The unusual rulings the search says this history relies on (a bit mask,
   * src/compile/codes.ts); the checker's replay must find exactly these.
   */
  unusual: number;
}
