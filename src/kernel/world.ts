/**
 * A world: one initial assignment plus every hidden Storyteller choice the search
 * makes for it. Seats and role codes (see `src/rules/roles.ts`); -1 means "none".
 * The search finds worlds; the kernel replays them; a witness is a world in JSON form.
 */

/** The hidden choices of one night (-1 where nobody chooses); src/compile/choice-fields.ts lists them. */
export interface NightChoices {
  /** Seat the Poisoner poisons. */
  poison: number;
  /** Seat the Monk (or the Drunk shown the Monk) chooses. */
  monk: number;
  /** Seat the (first living, in seat order) Imp attacks. */
  imp: number;
  /** Where the Storyteller moves that kill from a healthy Mayor; -1: the Mayor dies. */
  redirect: number;
  /** Who becomes the Imp at that attack's death (a star-pass, or ruling Q13); -1: nobody. */
  successor: number;
  /** The Butler's master for the next day. */
  master: number;
  /** The second living Imp's attack (ruling Q13: two Imps), its redirect and successor; -1 with one Imp. */
  imp2: number;
  redirect2: number;
  successor2: number;
}

/** A night with no choices made. */
export function noChoices(): NightChoices {
  return { poison: -1, monk: -1, imp: -1, redirect: -1, successor: -1, master: -1, imp2: -1, redirect2: -1, successor2: -1 };
}

/** The hidden choices of one day (-1 where there is none). */
export interface DayChoices {
  /** The Scarlet Woman who becomes a second Imp when a healthy Recluse dies today (ruling Q13, unusual). */
  successor: number;
  /** The Virgin whose ability a nomination nobody recorded spent today, without executing anyone. */
  virgin: number;
}

/** A day with no choices made. */
export function noDayChoices(): DayChoices {
  return { successor: -1, virgin: -1 };
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
  /** Choices of each recorded day, in order (index 0 = day 1); missing days chose nothing. */
  days: DayChoices[];
  /** Night of each active report (index-aligned with `game.reports`); -1: an evil player's made-up report. */
  reportNights: number[];
  /**
   * The unusual rulings the search says this history relies on (a bit mask,
   * src/compile/codes.ts); the checker's replay must find exactly these.
   */
  unusual: number;
}
