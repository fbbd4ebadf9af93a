/**
 * A world: one initial assignment plus every hidden Storyteller choice the search
 * makes for it. Seats and role codes (see `src/rules/roles.ts`); -1 means "none".
 * The search finds worlds; the kernel replays them; a witness is a world in JSON form.
 */
export interface World {
  /** Initial character (role code) of each seat. */
  roles: number[];
  /** Townsfolk token shown to the Drunk, or -1 when no Drunk is in play. */
  drunkShown: number;
  /** Fortune Teller's red herring seat, or -1 when no actual Fortune Teller is in play. */
  redHerring: number;
  /** Per recorded night (index 0 = night 1): the Poisoner's target seat, or -1. */
  poison: number[];
  /** Per recorded night: the Butler's chosen master seat, or -1. */
  master: number[];
  /** Night of each active report (index-aligned with `game.reports`). */
  reportNights: number[];
}
