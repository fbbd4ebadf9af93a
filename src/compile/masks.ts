/**
 * Per-seat candidate starting characters implied by the record, one seat at a time: the
 * seat's own rows, what the evil team's first-night information says about every seat,
 * who acted as which character on which night, and the day events only one ability
 * explains (a nomination that executed its nominator, a Slayer's shot that killed), and
 * reports that no wake can give (an author dead at the wake, among others). These masks only PRUNE the search (a
 * sound over-approximation, test/invariants/masks.test.ts); the kernel's replay still
 * checks every row on every candidate. Bit k of a mask = role code k may sit in that seat.
 */
import {
  ALL_ROLES_MASK, EVIL_MASK, MINION_MASK, DEMON_MASK, R, ROLE_IDS, TEAM_OF_CODE, TOWNSFOLK_MASK,
} from '../rules/roles.ts';
import type { Game, GamePhase, NightAction } from '../model/game.ts';
import { unusualBit } from './codes.ts';
import { phaseDeaths } from './deaths.ts';

/** Characters that can show `role` as their token: the role itself, or the Drunk for a Townsfolk. */
function showsAs(role: number): number {
  return (1 << role) | (TEAM_OF_CODE[role] === 0 ? 1 << R.DRUNK : 0);
}

/**
 * The starting characters of a player recorded acting as a character on some night.
 * Nobody becomes the Poisoner, the Butler or the Monk (the Drunk shown it wakes as one);
 * the Imp is the starting Imp or whoever it passed to — a Minion (star-pass, Scarlet
 * Woman) or a healthy Recluse catching the star-pass (ruling Q3).
 */
const ACTS_AS: Record<NightAction['kind'], number> = {
  poison: 1 << R.POISONER,
  butler: 1 << R.BUTLER,
  monk: (1 << R.MONK) | (1 << R.DRUNK),
  imp: DEMON_MASK | MINION_MASK | (1 << R.RECLUSE),
};

/**
 * What an evil player's first-night information says about every seat, read as per-seat
 * limits (the exact rule is `setupInfoOk` in assembly/checks.ts and
 * src/play/setup-checks.ts): its own seat holds a character of its type; no seat holds a bluff; a seat named as a Minion (Demon) holds one or is a
 * Recluse, who may register as one; a seat not named holds no character that always
 * registers as one — any Minion but the Spy (the Imp).
 */
function setupInfoMasks(e: Extract<Game['evidence'][number], { kind: 'setupInfo' }>, n: number, and: (seat: number, m: number) => void): void {
  and(e.seat, e.team === 'Demon' ? DEMON_MASK : MINION_MASK);
  const bluffs = (e.bluffs ?? []).reduce((m, r) => m | (1 << r), 0);
  const limit = (list: number[] | null, team: number, always: number) => {
    if (!list) return;
    for (let s = 0; s < n; s++) {
      if (s === e.seat) continue;
      and(s, list.includes(s) ? team | (1 << R.RECLUSE) : ~always);
    }
  };
  for (let s = 0; s < n; s++) and(s, ~bluffs);
  limit(e.minions, MINION_MASK, MINION_MASK & ~(1 << R.SPY));
  limit(e.demons, DEMON_MASK, DEMON_MASK);
}

/** Allowed-role mask of each seat, plus the roles that must not be in play at all. */
export function seatMasks(game: Game): number[] {
  return analyse(game).masks;
}

/**
 * Seats that may hold the Imp at the end of the record (alive or not): those with a
 * starting character with which they may hold it by then (see `analyse`).
 */
export function impHoldersAtEnd(game: Game): number {
  return analyse(game).holders;
}

/**
 * The masks of the root branches whose starting Imp sits at `impSeat` (compile/branches.ts):
 * `seatMasks` with that seat the starting Imp and no other. Knowing the starting Imp
 * sharpens what depends on who may hold the Imp when: a seat acting as the Imp, or killed by
 * a Slayer's shot, after no death of a seat that may have held it, can hold only what its
 * seat held from the start (assembly/search.ts places each seat within both masks). A
 * table of silent seats where a Slayer's shot killed a Minion: 178 million nodes, nearly all
 * of them in branches whose starting Imp never died.
 */
export function branchSeatMasks(game: Game, impSeat: number): number[] {
  return analyse(game, impSeat).masks;
}

/** `impSeat`: the seat of the starting Imp, when known (-1: any). */
function analyse(game: Game, impSeat = -1): { masks: number[]; holders: number } {
  const masks = new Array<number>(game.n).fill(ALL_ROLES_MASK);
  const and = (seat: number, m: number) => { masks[seat] = masks[seat]! & m; };
  if (impSeat >= 0) for (let s = 0; s < game.n; s++) and(s, s === impSeat ? 1 << R.IMP : ~(1 << R.IMP));
  for (const e of game.evidence) {
    switch (e.kind) {
      case 'role': and(e.seat, e.is ? 1 << e.role : ~(1 << e.role)); break;
      case 'alignment': and(e.seat, e.evil === e.is ? EVIL_MASK : ~EVIL_MASK); break;
      case 'inPlay': if (!e.is) for (let s = 0; s < game.n; s++) and(s, ~(1 << e.role)); break;
      // Not shown R rules out only the character always shown R: nobody is shown the Drunk
      // (the Drunk sees a Townsfolk), so "not shown the Drunk" rules out nothing.
      case 'shown': and(e.seat, e.is ? showsAs(e.role) : e.role === R.DRUNK ? ALL_ROLES_MASK : ~(1 << e.role)); break;
      case 'testimony': and(e.seat, EVIL_MASK | showsAs(e.role)); break;
      case 'setupInfo': setupInfoMasks(e, game.n, and); break;
    }
  }
  for (const r of game.reports) {
    if (r.healthy) and(r.seat, 1 << r.role);
    else if (r.authenticity === 'authentic') and(r.seat, showsAs(r.role));
    else and(r.seat, EVIL_MASK | showsAs(r.role));
  }
  madeUpReports(game, and);
  // A day event only one ability explains: a nomination that executed its nominator was of
  // the Virgin, by a player who registers as a Townsfolk (a Townsfolk, or the Spy); a Slayer's
  // shot that killed came from the Slayer (the Drunk's or a poisoned one's kills nobody), at a
  // player who registers as the Demon (the Imp — who started as it, or a Minion or a
  // Recluse it passed to — or a Recluse).
  for (const phase of game.phases) {
    if (phase.phase !== 'day') continue;
    for (const e of phase.events) {
      if (e.kind === 'nomination' && e.triggered) {
        and(e.target, 1 << R.VIRGIN);
        and(e.seat, TOWNSFOLK_MASK | (1 << R.SPY));
      } else if (e.kind === 'slayer' && e.killed) {
        and(e.seat, 1 << R.SLAYER);
        and(e.target, DEMON_MASK | MINION_MASK | (1 << R.RECLUSE));
      }
    }
  }
  // Seats that may have died before each phase: the starting Imp is the Imp until it dies,
  // so an Imp acting elsewhere means the starting one is dead — while one Imp at a time is
  // all there can be. Ruling Q13 (unusual) allows a second: once a seat that may be the
  // Recluse may have died, with a seat that may be the Scarlet Woman, she may hold a second
  // Imp, and whoever her star-pass makes the Imp holds it beside the starting one's line.
  let mayBeDead = 0;
  const q13 = (game.unusualAllowed & unusualBit('scarlet_woman_recluse')) !== 0;
  const mayBe = (role: number) => masks.reduce((m, mask, s) => ((mask >> role) & 1 ? m | (1 << s) : m), 0);
  let twoImps = false;
  /** The record has no history at all with the rulings allowed. */
  let noWorld = false;
  /** Characters every history has in play (bit = role code). */
  let needed = 0;
  // Per seat, the starting characters with which it may hold the living Imp by now: the
  // Imp from the start; the Scarlet Woman once a seat that may hold it has died (by day or
  // night), or — ruling Q13 — once a seat that may be the Recluse has; a Minion or the
  // Recluse once such a seat has died at night (a star-pass: only an Imp kills at night).
  // Whoever acts as the Imp must have one of them. `secondImp`: the same for the second
  // Imp's line alone (ruling Q13): the Scarlet Woman, then the heirs of her star-pass.
  const mayHoldImp = masks.map((m) => m & (1 << R.IMP));
  const secondImp = masks.map(() => 0);
  const impMayPass = (died: number, night: boolean) => {
    const passes = (holds: number[]) => holds.some((w, s) => w !== 0 && (died >> s) & 1);
    // A second Imp's death by day has no heir: the Scarlet Woman who would take over is that Imp.
    const secondPasses = night && passes(secondImp);
    if (q13 && (died & mayBe(R.RECLUSE)) !== 0) {
      twoImps ||= mayBe(R.SCARLET_WOMAN) !== 0;
      for (let s = 0; s < game.n; s++) {
        mayHoldImp[s] = mayHoldImp[s]! | (masks[s]! & (1 << R.SCARLET_WOMAN));
        secondImp[s] = secondImp[s]! | (masks[s]! & (1 << R.SCARLET_WOMAN));
      }
    }
    if (secondPasses) for (let s = 0; s < game.n; s++) secondImp[s] = secondImp[s]! | (masks[s]! & (MINION_MASK | (1 << R.RECLUSE)));
    if (!passes(mayHoldImp)) return;
    const heirs = (1 << R.SCARLET_WOMAN) | (night ? MINION_MASK | (1 << R.RECLUSE) : 0);
    for (let s = 0; s < game.n; s++) mayHoldImp[s] = mayHoldImp[s]! | (masks[s]! & heirs);
  };
  for (const phase of game.phases) {
    if (phase.phase === 'night') {
      for (const a of phase.actions) {
        and(a.seat, ACTS_AS[a.kind]);
        if (a.kind !== 'imp') continue;
        // A kill moved elsewhere was aimed at a healthy Mayor (rules/characters/imp.ts): nobody becomes the Mayor.
        if (a.redirect !== undefined && a.redirect >= 0) and(a.target, 1 << R.MAYOR);
        and(a.seat, mayHoldImp[a.seat]!);
        // Unless the actor may hold a second Imp (ruling Q13), it holds the Imp the starting
        // one held: the starting Imp is dead unless it is the actor, and beside it only the
        // second Imp's line may hold one.
        if (twoImps && (masks[a.seat]! & secondImp[a.seat]!) !== 0) continue;
        for (let s = 0; s < game.n; s++) if (s !== a.seat && !((mayBeDead >> s) & 1)) and(s, ~(1 << R.IMP));
        for (let s = 0; s < game.n; s++) if (s !== a.seat) mayHoldImp[s] = secondImp[s]!;
      }
    }
    const d = phaseDeaths(phase);
    // Only an Imp's attack kills at night, one death each: two deaths in a night need two
    // Imps, so ruling Q13 before it — a Recluse dead by then (and a Scarlet Woman in play,
    // which a mask cannot say: assembly/imp-actors.ts checks it per assignment).
    if (phase.phase === 'night' && !d.unknown && (d.dead & (d.dead - 1)) !== 0) {
      if (!q13) noWorld = true;
      for (let s = 0; s < game.n; s++) if (!((mayBeDead >> s) & 1)) and(s, ~(1 << R.RECLUSE));
      needed |= (1 << R.RECLUSE) | (1 << R.SCARLET_WOMAN);
    }
    impMayPass(d.unknown ? (1 << game.n) - 1 : d.dead, phase.phase === 'night');
    mayBeDead |= d.unknown ? (1 << game.n) - 1 : d.dead;
    // A Slayer's shot kills only a player who registers as the Demon: whoever holds an Imp
    // then (by the end of that day, an over-approximation of the moment of the shot), or a
    // Recluse.
    if (phase.phase === 'day') {
      for (const e of phase.events) {
        if (e.kind === 'slayer' && e.killed) and(e.target, mayHoldImp[e.target]! | secondImp[e.target]! | (1 << R.RECLUSE));
      }
    }
  }
  // A character every history needs, that only one seat may hold, is that seat's.
  for (let r = 0; r < ROLE_IDS.length; r++) {
    if (!((needed >> r) & 1)) continue;
    const holders = mayBe(r);
    if (holders === 0) noWorld = true;
    else if ((holders & (holders - 1)) === 0) and(31 - Math.clz32(holders), 1 << r);
  }
  if (noWorld) masks.fill(0);
  keepTokensAlone(masks, namedTokens(game));
  const holders = mayHoldImp.reduce((h, m, s) => ((m & masks[s]!) !== 0 ? h | (1 << s) : h), 0);
  return { masks, holders };
}

/**
 * Reports of a fixed night that no wake can give, whatever else is chosen: only an evil
 * player's made-up report explains one (kernel/reports.ts `isFreeLie`), so its author
 * started evil (an `authentic` or `healthy` report already keeps its seat good, so then no
 * character is left). A report is made up when
 * - its author is dead at its wake: dead before that night, or listed among that night's
 *   deaths, which all come at the Imp's step, before every step with information but the
 *   Ravenkeeper's (who wakes only on the night they die); nobody dead wakes, but a dead
 *   Undertaker may still say they learned nothing (`targetRole: null`);
 * - it is an Undertaker's naming a character after a recorded day with no execution and no
 *   Virgin's nominator executed: the Undertaker then learns nothing, poisoned or not
 *   (rules/characters/undertaker.ts).
 * A player who died tonight and reports tonight's Fortune Teller reading is a common tell at
 * a real table; before this the search learned it only after placing every seat (a
 * 15-player sweep game: millions of assignments, each refuted on its second night).
 */
function madeUpReports(game: Game, and: (seat: number, m: number) => void): void {
  /** Per night number: the seats surely dead before it, those its list kills, and whether the day before it surely executed nobody. */
  const byNight = new Map<number, { before: number; tonight: number; noExecution: boolean }>();
  let before = 0;
  let previous: GamePhase | null = null;
  for (const phase of game.phases) {
    const d = phaseDeaths(phase);
    if (phase.phase === 'night') {
      const noExecution = previous?.phase === 'day' &&
        !previous.events.some((e) => e.kind === 'execution' || (e.kind === 'nomination' && e.triggered));
      byNight.set(phase.number, { before, tonight: d.dead, noExecution });
    }
    before |= d.dead;
    previous = phase;
  }
  for (const r of game.reports) {
    const at = r.night === null ? undefined : byNight.get(r.night);
    if (!at) continue;
    const names = (r.targetRole ?? null) !== null;
    const dead = r.role === R.RAVENKEEPER ? at.before : at.before | at.tonight;
    const deadAtWake = ((dead >> r.seat) & 1) !== 0 && (r.role !== R.UNDERTAKER || names);
    const nothingToLearn = r.role === R.UNDERTAKER && names && at.noExecution;
    if (deadAtWake || nothingToLearn) and(r.seat, EVIL_MASK);
  }
}

/**
 * The Townsfolk token each seat's rows say it was shown, if its player is good: a claim, a
 * `shown` row, a report of that character's (a good player reports as the character
 * they were shown), or a Monk's recorded action. -1 when the rows name none, more than one, or not a Townsfolk.
 */
function namedTokens(game: Game): number[] {
  const named = new Array<number>(game.n).fill(-1);
  const name = (seat: number, role: number) => {
    named[seat] = named[seat] === -1 || named[seat] === role ? role : -2;
  };
  for (const e of game.evidence) {
    if (e.kind === 'testimony' || (e.kind === 'shown' && e.is)) name(e.seat, e.role);
  }
  for (const r of game.reports) name(r.seat, r.role);
  // A Monk's recorded action: the Monk, or the Drunk shown the Monk.
  for (const phase of game.phases) {
    if (phase.phase === 'night') for (const a of phase.actions) if (a.kind === 'monk') name(a.seat, R.MONK);
  }
  return named.map((role) => (role >= 0 && TEAM_OF_CODE[role] === 0 ? role : -1));
}

/**
 * A seat that can only hold one character keeps it off every other seat; and a seat that
 * can only hold Townsfolk C or the Drunk, and whose token is C, keeps C off every other seat: either it holds C, or it is the Drunk shown C, and the Drunk is shown
 * a Townsfolk that is not in play. Without this, a search that puts C on an earlier seat
 * learns only at this seat that nothing fits (two claims of one character, or an unclaimed
 * seat as a claimed character), after trying every seat in between. Applied until no mask
 * changes, since each removal can leave another seat with only C' or the Drunk.
 */
function keepTokensAlone(masks: number[], named: readonly number[]): void {
  for (let changed = true; changed;) {
    changed = false;
    for (let s = 0; s < masks.length; s++) {
      const only = masks[s]! !== 0 && (masks[s]! & (masks[s]! - 1)) === 0 ? 31 - Math.clz32(masks[s]!) : -1;
      if (only >= 0) {
        // A seat with one possible character keeps it off the others (each is dealt once).
        for (let t = 0; t < masks.length; t++) {
          if (t === s || !((masks[t]! >> only) & 1)) continue;
          masks[t] = masks[t]! & ~(1 << only);
          changed = true;
        }
      }
      const c = named[s]!;
      if (c < 0 || masks[s] === 0 || (masks[s]! & ~showsAs(c)) !== 0) continue;
      for (let t = 0; t < masks.length; t++) {
        if (t === s) continue;
        // Another seat whose token is also C is not the Drunk either: C would then be out
        // of play, so this seat would have to be a second Drunk.
        const off = (1 << c) | (named[t] === c ? 1 << R.DRUNK : 0);
        if ((masks[t]! & off) === 0) continue;
        masks[t] = masks[t]! & ~off;
        changed = true;
      }
    }
  }
}
