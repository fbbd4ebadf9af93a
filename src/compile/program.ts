/**
 * Game → packed Int32Array program for the WASM search (format: layout.ts).
 * The program carries the per-seat masks (of the game and of each root branch), the root branches, the relevance flags and
 * every active constraint of night 1 in fixed-size records.
 */
import type { Game } from '../model/game.ts';
import { R, roleCode } from '../rules/roles.ts';
import { rootBranches, rootProgramBranch, type ProgramBranch } from './branches.ts';
import { UNUSUAL_NEEDS_IN_PLAY, UNUSUAL_RULINGS, unusualBit } from './codes.ts';
import { LAYOUT as L, packRecord } from './layout.ts';
import { branchSeatMasks, seatMasks } from './masks.ts';
import { phaseDeaths } from './deaths.ts';
import { relevance } from './relevance.ts';
import { masterObserved, poisonRelevance, virginObserved } from '../search/reference/choices.ts';

const seatBits = (seats: number[] | null): number => (seats ? seats.reduce((m, s) => m | (1 << s), 0) : -1);
const roleBits = (roles: number[] | null): number => (roles ? roles.reduce((m, r) => m | (1 << r), 0) : -1);

/** The `BR_SIZE` words of one branch record. */
export function branchWords(b: ProgramBranch): number[] {
  return [b.impSeat, b.baron ? 1 : 0, b.index, ...Array.from({ length: L.BR_FIXED }, (_, k) => b.fixed[k] ?? -1)];
}

/**
 * Compile a validated, in-scope game. `branches` are the program's branches: by default
 * every root branch (`rootBranches`, index = position); a search split over threads
 * passes some of them, or one piece of one (assembly/search.ts splitOff). `unusualOnly`:
 * the worlds the program's possibilities passes want have no ordinary history (the
 * unusual layer of the per-seat answer, search/wasm-driver.ts), so a history search may
 * rely on the game's unusual rulings from its start.
 * @throws RangeError if the program would exceed `LAYOUT.PROGRAM_WORDS` (cannot happen
 * for input within `LIMITS`: 1000 evidence rows, 1000 reports with 15 grimoire entries
 * each, and 100 phases whose 50 days hold 100 events each need under 450,000 words).
 */
export function compileProgram(game: Game, given?: readonly ProgramBranch[], unusualOnly = false): Int32Array {
  const masks = seatMasks(game);
  const branches = given ?? rootBranches(masks).map(rootProgramBranch);
  const rel = relevance(game);
  const words: number[] = new Array(L.HEADER_SIZE).fill(0);
  const h = (slot: number, v: number) => { words[slot] = v; };
  h(L.P_N, game.n);
  h(L.P_BRANCH_COUNT, branches.length);
  h(L.P_BRANCH_OFF, words.length);
  for (const b of branches) words.push(...branchWords(b));
  h(L.P_MASK_OFF, words.length);
  append(words, masks);
  // The masks of the branches of each starting Imp seat, whichever branches this program
  // holds (a piece of a root branch, or a program of one thread); none where no Imp can start.
  h(L.P_BRANCH_MASK_OFF, words.length);
  append(words, branchMaskTable(game, masks));
  let inPlayTrue = 0;
  for (const e of game.evidence) if (e.kind === 'inPlay' && e.is) inPlayTrue |= 1 << e.role;
  h(L.P_INPLAY_TRUE, inPlayTrue);
  h(L.P_REL_RH, rel.redHerring ? 1 : 0);
  setUnusual(words, game.unusualAllowed, unusualOnly);
  h(L.P_EVID_COUNT, game.evidence.length);
  h(L.P_EVID_OFF, words.length);
  for (const e of game.evidence) append(words, evidenceRecord(e));

  h(L.P_REP_COUNT, game.reports.length);
  h(L.P_REP_OFF, words.length);
  const grimoireRecords: number[][] = [];
  const reportStart = words.length;
  for (const r of game.reports) {
    const value = r.value === undefined ? -1 : typeof r.value === 'boolean' ? (r.value ? 1 : 0) : r.value;
    const grim = r.grimoire ? [...r.grimoire] : [];
    append(words, packRecord('RP', {
      ROLE: r.role, SEAT: r.seat, AUTHENTIC: r.authenticity === 'authentic' ? 1 : 0, HEALTHY: r.healthy ? 1 : 0,
      NIGHT: r.night ?? -1, A: r.targets?.[0] ?? -1, B: r.targets?.[1] ?? -1, TARGET_ROLE: r.targetRole ?? -1, VALUE: value,
      GRIM_OFF: 0, GRIM_COUNT: grim.length, TARGET: r.target ?? -1,
    }));
    grimoireRecords.push(grim.map(([seat, g]) => {
      let fields = 0;
      const f = (bit: number, v: unknown) => { if (v !== undefined) fields |= bit; };
      f(L.GF_ROLE, g.role); f(L.GF_SHOWN, g.shown); f(L.GF_ALIGN, g.alignment); f(L.GF_ALIVE, g.alive);
      f(L.GF_POISONED, g.poisoned); f(L.GF_RH, g.redHerring); f(L.GF_PROT, g.protected);
      f(L.GF_SLAYER, g.usedSlayer); f(L.GF_VIRGIN, g.usedVirgin); f(L.GF_MASTER, g.master);
      const b = (v: boolean | undefined) => (v ? 1 : 0);
      return packRecord('GR', {
        SEAT: seat, FIELDS: fields, ROLE: g.role ?? -1, SHOWN: g.shown ?? -1, EVIL: g.alignment === 'evil' ? 1 : 0,
        ALIVE: b(g.alive), POISONED: b(g.poisoned), RH: b(g.redHerring), PROT: b(g.protected), SLAYER: b(g.usedSlayer),
        VIRGIN: b(g.usedVirgin), MASTER: g.master ?? -1,
      });
    }).flat());
  }
  grimoireRecords.forEach((recs, i) => {
    words[reportStart + i * L.RP_SIZE + L.RP_GRIM_OFF] = words.length;
    append(words, recs);
  });
  writePhases(game, words, h);
  const grimoire = game.reports.flatMap((r) => (r.grimoire ? [...r.grimoire.values()] : []));
  h(L.P_OBS_MONK, grimoire.some((g) => g.protected !== undefined) ? 1 : 0);
  h(L.P_LEN, words.length);
  if (words.length > L.PROGRAM_WORDS) throw new RangeError(`program of ${words.length} words exceeds ${L.PROGRAM_WORDS}`);
  return Int32Array.from(words);
}

/** `branchMaskTable` per game: a search compiles several programs of one game (threads, passes, layers). */
const branchTables = new WeakMap<Game, number[]>();

/** Per seat, n words: the masks of the root branches whose starting Imp sits there (masks.ts branchSeatMasks), zeros where none can. */
function branchMaskTable(game: Game, masks: readonly number[]): number[] {
  let table = branchTables.get(game);
  if (!table) {
    table = [];
    for (let seat = 0; seat < game.n; seat++) {
      append(table, (masks[seat]! >> R.IMP) & 1 ? branchSeatMasks(game, seat) : new Array<number>(game.n).fill(0));
    }
    branchTables.set(game, table);
  }
  return table;
}

/** The record of one evidence row (RECORD_FIELDS.EF). */
function evidenceRecord(e: Game['evidence'][number]): number[] {
  switch (e.kind) {
    case 'role': return packRecord('EF', { KIND: L.EK_ROLE, SEAT: e.seat, ROLE: e.role, IS: e.is ? 1 : 0 });
    case 'alignment': return packRecord('EF', { KIND: L.EK_ALIGN, SEAT: e.seat, ROLE: e.evil ? 1 : 0, IS: e.is ? 1 : 0 });
    case 'inPlay': return packRecord('EF', { KIND: L.EK_INPLAY, ROLE: e.role, IS: e.is ? 1 : 0 });
    case 'shown': return packRecord('EF', { KIND: L.EK_SHOWN, SEAT: e.seat, ROLE: e.role, IS: e.is ? 1 : 0 });
    case 'testimony': return packRecord('EF', { KIND: L.EK_TESTIMONY, SEAT: e.seat, ROLE: e.role, IS: 1 });
    case 'setupInfo':
      return packRecord('EF', {
        KIND: L.EK_SETUPINFO, SEAT: e.seat, ROLE: e.team === 'Demon' ? 3 : 2, IS: 1,
        MINIONS: seatBits(e.minions), DEMONS: seatBits(e.demons), BLUFFS: roleBits(e.bluffs),
      });
  }
}

/** Appends every value; a loop, because a spread of a long list overflows the call stack. */
function append(words: number[], values: readonly number[]): void {
  for (let i = 0; i < values.length; i++) words.push(values[i]!);
}

/** Phase records (layout.ts PH_*), then each day's executed seats. */
function writePhases(game: Game, words: number[], h: (slot: number, v: number) => void): void {
  h(L.P_PHASE_COUNT, game.phases.length);
  h(L.P_PHASE_OFF, words.length);
  const start = words.length;
  for (let i = 0; i < game.phases.length * L.PH_SIZE; i++) words.push(0);
  let diedBefore = 0;
  // Who may die from each phase on (the unusual layer's search asks whether a ruling's event can still happen, assembly/unusual-gate.ts).
  let dieFrom = 0;
  for (let i = game.phases.length - 1; i >= 0; i--) {
    const deaths = phaseDeaths(game.phases[i]!);
    dieFrom = deaths.unknown || dieFrom === -1 ? -1 : dieFrom | deaths.dead;
    words[start + i * L.PH_SIZE + L.PH_MAY_DIE_FROM] = dieFrom;
  }
  game.phases.forEach((phase, i) => {
    const rec = start + i * L.PH_SIZE;
    const deaths = phaseDeaths(phase);
    const mayHaveDied = diedBefore;
    diedBefore = deaths.unknown || diedBefore === -1 ? -1 : diedBefore | deaths.dead;
    const set = (slot: number, v: number) => { words[rec + slot] = v; };
    set(L.PH_NUMBER, phase.number);
    if (phase.phase === 'day') {
      set(L.PH_KIND, 1);
      set(L.PH_ENDED, phase.ended ? 1 : 0);
      const mask = (seats: number[]) => seats.reduce((m, x) => m | (1 << x), 0);
      const qualifying: number[] = [];
      const eventsStart = words.length;
      const events = phase.events.map((e) => {
        if (e.kind === 'execution') return packRecord('DE', { KIND: L.EV_EXECUTION, SEAT: e.seat, TARGET: -1 });
        if (e.kind === 'slayer') return packRecord('DE', { KIND: L.EV_SLAYER, SEAT: e.seat, TARGET: e.target, FLAG: e.killed ? 1 : 0 });
        if (e.kind === 'nomination') return packRecord('DE', { KIND: L.EV_NOMINATION, SEAT: e.seat, TARGET: e.target, FLAG: e.triggered ? 1 : 0 });
        const entries = [...(e.qualifying ?? new Map<number, number[]>())];
        const at = eventsStart + phase.events.length * L.EVENT_SIZE + qualifying.length;
        for (const [voter, hands] of entries) qualifying.push(voter, mask(hands));
        return packRecord('BA', { KIND: L.EV_BALLOT, VOTERS: mask(e.voters), QUAL_OFF: at, QUAL_COUNT: entries.length, NOMINEE: e.nominee ?? -1 });
      });
      set(L.PH_COMPLETE_VOTING, phase.completeVoting ? 1 : 0);
      set(L.PH_VIRGIN_OBS, [...virginObserved(game, i)].reduce((m, x) => m | (1 << x), 0));
      set(L.PH_EVENTS_OFF, eventsStart);
      set(L.PH_EVENTS_COUNT, events.length);
      for (const event of events) append(words, event);
      append(words, qualifying);
      return;
    }
    set(L.PH_OBS_MASTER, masterObserved(game, i) ? 1 : 0);
    set(L.PH_POISON_TABLE, words.length);
    append(words, poisonRelevance(game, i));
    set(L.PH_DEATHS, phase.deaths ? phase.deaths.reduce((m, x) => m | (1 << x), 0) : -1);
    set(L.PH_DIED_BEFORE, mayHaveDied);
    for (const slot of [L.PH_POISON_ACTOR, L.PH_POISON_TARGET, L.PH_MONK_ACTOR, L.PH_MONK_TARGET,
      L.PH_IMP_ACTOR, L.PH_IMP_TARGET, L.PH_BUTLER_ACTOR, L.PH_BUTLER_TARGET, L.PH_IMP_RECLUSE,
      L.PH_IMP2_ACTOR, L.PH_IMP2_TARGET, L.PH_IMP2_RECLUSE]) set(slot, -1);
    for (const slot of [L.PH_IMP_REDIRECT, L.PH_IMP_SUCCESSOR, L.PH_IMP2_REDIRECT, L.PH_IMP2_SUCCESSOR]) set(slot, -2);
    const slots = {
      poison: [L.PH_POISON_ACTOR, L.PH_POISON_TARGET], monk: [L.PH_MONK_ACTOR, L.PH_MONK_TARGET],
      butler: [L.PH_BUTLER_ACTOR, L.PH_BUTLER_TARGET],
    } as const;
    // Up to two Imp actions (two Imps, ruling Q13), the lower seat's first.
    const impSlots = [
      [L.PH_IMP_ACTOR, L.PH_IMP_TARGET, L.PH_IMP_REDIRECT, L.PH_IMP_SUCCESSOR, L.PH_IMP_RECLUSE],
      [L.PH_IMP2_ACTOR, L.PH_IMP2_TARGET, L.PH_IMP2_REDIRECT, L.PH_IMP2_SUCCESSOR, L.PH_IMP2_RECLUSE],
    ] as const;
    const imps = phase.actions.filter((a) => a.kind === 'imp').sort((a, b) => a.seat - b.seat);
    if (imps.length > impSlots.length || new Set(imps.map((a) => a.seat)).size < imps.length) set(L.PH_CONFLICT, 1);
    imps.slice(0, impSlots.length).forEach((a, k) => {
      const [actor, target, redirect, successor, recluse] = impSlots[k]!;
      set(actor, a.seat);
      set(target, a.target);
      if (a.redirect !== undefined) set(redirect, a.redirect);
      if (a.successor !== undefined) set(successor, a.successor ?? -1);
      if (a.recluseDemon !== undefined) set(recluse, a.recluseDemon ? 1 : 0);
    });
    for (const a of phase.actions) {
      if (a.kind === 'imp') continue;
      const [actor, target] = slots[a.kind];
      if (words[rec + actor]! >= 0) { set(L.PH_CONFLICT, 1); continue; }
      set(actor, a.seat);
      set(target, a.target);
    }
  });
}

/**
 * A compiled program made to search with the unusual rulings `allowed` (UNUSUAL_* bits),
 * `unusualOnly` as for `compileProgram`: a copy with its header changed, for a pass whose
 * assignments are given (the list pass). The copy keeps the masks the program was compiled
 * with, which are sound for any subset of the rulings it allowed (masks only prune, and
 * allowing fewer rulings only narrows them).
 */
export function withUnusual(program: Int32Array, allowed: number, unusualOnly: boolean): Int32Array {
  const copy = program.slice();
  setUnusual(copy, allowed, unusualOnly);
  return copy;
}

/** Write the unusual rulings a program allows, and whether its wanted worlds need one, into its header. */
function setUnusual(words: number[] | Int32Array, allowed: number, unusualOnly: boolean): void {
  words[L.P_UNUSUAL] = allowed;
  words[L.P_UNUSUAL_ONLY] = unusualOnly ? 1 : 0;
  if (unusualOnly) words[L.P_INPLAY_TRUE]! |= unusualNeedsInPlay(allowed);
}

/**
 * The characters every world of an unusual-only program holds (a role-code mask): those
 * that all the allowed unusual rulings need in play. Its worlds have no ordinary history, so
 * each relies on one of those rulings, which cannot happen without them.
 */
export function unusualNeedsInPlay(allowed: number): number {
  let needs = -1;
  for (const ruling of UNUSUAL_RULINGS) {
    if ((allowed & unusualBit(ruling)) === 0) continue;
    let mask = 0;
    for (const role of UNUSUAL_NEEDS_IN_PLAY[ruling]) mask |= 1 << roleCode(role);
    needs &= mask;
  }
  return needs === -1 ? 0 : needs;
}
