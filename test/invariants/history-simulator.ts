/**
 * A multi-night game simulator for the invariant tests. It plays the Storyteller for a
 * whole Trouble Brewing game (rules reference §1–§4, project rulings Q1–Q13): deals a
 * legal setup, plays night 1, then alternates days (at most one execution) and later
 * nights in the official order — Poisoner, Monk, Imp (attack, Mayor redirect, star-pass,
 * successor), Ravenkeeper, Empath, Fortune Teller, Undertaker, Butler, Spy — and writes
 * down what a table would record: testimony, reports, complete night deaths, executions.
 * It sometimes makes the unusual choices (a Recluse catching the star-pass, Q3; the
 * Scarlet Woman made a second Imp as a healthy Recluse dies, Q13, after which each living
 * Imp attacks), and its truth lists them (`TrueHistory.unusual`).
 *
 * It is written from the rules, not from the solver's kernel: for the characters it
 * models (`MODELLED`: the 22 of Trouble Brewing), the only solver modules it uses are the
 * role table and the setup counts. A character of the table it has no model for goes to
 * the kernel instead, so that adding a character does not make the simulator write games
 * the kernel rightly rejects: its reports are written by a generic fallback
 * (`generic-reports.ts`: payloads drawn from the row's payload spec, kept for a healthy
 * source only when the kernel's `info` hook calls them true), and what its ability does
 * to the game — the Demon's kill landing on it, its death, its claim when the Imp dies, a
 * nomination of it, a shot or a vote of its, the end of a day — is the kernel's seat hook
 * for that moment (`generic-hooks.ts`). It also returns the true hidden history as a
 * `replay()` witness, and (pinned mode) copies of the record with one forced fact made
 * false, so a test can check the solver in both directions.
 */
import type { UnusualRuling } from '../../src/index.ts';
import type { WitnessNight } from '../../src/contract/result.ts';
import { NIGHTS_OF, PAYLOAD_SPEC_OF, REPORT_ROLES, inNightRange } from '../../src/model/report-rules.ts';
import { ROLES, ROLE_ROWS, roleCode, type RoleId } from '../../src/rules/roles.ts';
import { setupCounts } from '../../src/rules/setup.ts';
import {
  attackOutcome, claimOutcome, dayEndOutcome, deathOutcome, hasHook, hasSeatHook, nominationOutcomes, shotOutcomes,
  voteAllowed, type HookOutcome, type SeatHook,
} from './generic-hooks.ts';
import { drawPayload, stateAt, truePayload } from './generic-reports.ts';
import { Rng } from './simulator.ts';

/**
 * The characters a game is dealt, claimed and registered from, by type, in role-table
 * order: the whole table's, or only those of `script` (`SimulateOptions.script`).
 */
function castOf(script: readonly RoleId[] | undefined) {
  const inScript = ROLES.filter((r) => !script || script.includes(r.id));
  const byTeam = (team: string): RoleId[] => inScript.filter((r) => r.team === team).map((r) => r.id);
  const TOWNSFOLK = byTeam('Townsfolk');
  const OUTSIDERS = byTeam('Outsider');
  const MINIONS = byTeam('Minion');
  const GOOD_CHARS: RoleId[] = [...TOWNSFOLK, ...OUTSIDERS];
  const EVIL_CHARS: RoleId[] = [...MINIONS, 'imp'];
  const ALL_CHARS: RoleId[] = inScript.map((r) => r.id);
  return { TOWNSFOLK, OUTSIDERS, MINIONS, GOOD_CHARS, EVIL_CHARS, ALL_CHARS };
}
type Cast = ReturnType<typeof castOf>;
/** Characters that wake with information on the first night (§2.1). */
const FIRST_NIGHT_INFO: RoleId[] = ['washerwoman', 'librarian', 'investigator', 'chef', 'empath', 'fortune_teller', 'spy'];
/** The information characters this simulator models itself (the others go to the generic fallback). */
const MODELLED_INFO: readonly RoleId[] = [...FIRST_NIGHT_INFO, 'undertaker', 'ravenkeeper'];
/**
 * The characters whose rules this simulator writes itself (a character here without an
 * ability at some moment has none then: that is its model too). Any other character of
 * the role table gets the kernel's seat hooks (`generic-hooks.ts`) and, for information,
 * the report fallback.
 */
const MODELLED: readonly RoleId[] = [
  'washerwoman', 'librarian', 'investigator', 'chef', 'empath', 'fortune_teller',
  'undertaker', 'monk', 'ravenkeeper', 'virgin', 'slayer', 'soldier', 'mayor',
  'butler', 'drunk', 'recluse', 'saint',
  'poisoner', 'spy', 'scarlet_woman', 'baron',
  'imp',
];
/** The Trouble Brewing script: the characters this simulator models (`SimulateOptions.script`). */
export const TROUBLE_BREWING: readonly RoleId[] = MODELLED;
/** Characters whose seat hooks `SimulateOptions.genericHooks` may route to the kernel (the Imp's death is the simulator's core). */
export const GENERIC_HOOK_ROLES: readonly RoleId[] = ['monk', 'virgin', 'slayer', 'soldier', 'mayor', 'butler', 'recluse', 'saint', 'scarlet_woman'];
/** A character's row of the role table (its night-sheet places). */
const rowOf = (r: RoleId) => ROLE_ROWS[roleCode(r)]!;
/** Starting alignment (§1.1); nothing in Trouble Brewing changes it (a Recluse Imp stays good, Q3). */
const evilAtStart = (r: RoleId) => ROLE_ROWS[roleCode(r)]!.alignment === 'evil';

type Row = Record<string, unknown>;

/** Hidden choices of one night, in the public witness format (player ids, null = nobody). */
export type TrueNight = WitnessNight;

/** The true game behind a simulated record. */
export interface TrueHistory {
  n: number;
  /** Initial characters by seat (p1 = index 0). */
  roles: RoleId[];
  drunkShown: RoleId | null;
  redHerring: number | null;
  /** Characters at the end of the record (after star-passes / Scarlet Woman), by player id. */
  finalRoles: Record<string, RoleId>;
  /** Who is alive at the end of the record, by player id. */
  alive: Record<string, boolean>;
  /** Who had won when the record ends (null: the game is still going). */
  winner: 'good' | 'evil' | null;
  /** Label of the phase where the game ended, e.g. `N3` or `D2` (null: still going). */
  endedAt: string | null;
  /** The unusual rulings the true history relies on, sorted (rulings.md "Unusual rulings"). */
  unusual: UnusualRuling[];
  /** The true hidden history as a `replay()` witness. */
  witness: {
    assignments: Record<string, RoleId>;
    drunkShownRole: RoleId | null;
    redHerring: string | null;
    nights: TrueNight[];
    /** The days' hidden choices, where one was made (ruling Q13's successor). */
    days?: { number: number; successor: string | null; virgin: string | null }[];
    reportNights: Record<string, number | null>;
  };
  /** Plain-text log of what happened (for failure messages). */
  log: string[];
  /** The `botc-temporal-v1` input a table would have written down. */
  input: Row;
  /**
   * Pinned mode only: copies of `input` with one forced fact made false — a healthy,
   * registration-free report value, `reliability: 'healthy'` on an impaired wake, a
   * night's deaths, a healthy Spy's grimoire entry, a report from a wake that did not
   * happen, a phase after the game ended. No legal history explains any of them, so
   * each must be a contradiction.
   */
  mutants: { what: string; input: Row }[];
}

export interface SimulateOptions {
  /**
   * Pin the hidden setup and choices: a hard `role` row for every seat, the Drunk's
   * `shown` token, and every private action (Imp actions with their redirect and
   * successor). Only registrations, the red herring and unknown report nights stay open,
   * so the outcome (winner, final characters, who is alive) is forced. A record has no
   * field for a day's choice of a second Imp (ruling Q13), so it is made only at night.
   */
  pinned?: boolean;
  /** Give the actual starting character of this many random seats as hard `role` rows (keeps big games searchable). */
  reveal?: number;
  /**
   * Play full days (default off, so existing seeds keep their games): Slayer shots (the
   * actual Slayer, the Drunk shown it, or an evil bluffer), nominations (the Virgin, §3.10),
   * ballots (ghost votes, the Butler's master, §3.14, §4.3) and sometimes `completeVoting`
   * days where the execution follows the vote counts (§4.4).
   */
  days?: boolean;
  /**
   * Every wake is written down, as a careful table would (default off, so existing seeds
   * keep their games): each living information character reports every night they wake,
   * an Undertaker without an execution reports learning nothing, every report keeps its
   * night, and an evil player bluffing an information character reports every night it
   * would wake (a bluffing Ravenkeeper, who wakes only on the night they die, never).
   */
  reportEveryNight?: boolean;
  /**
   * Information characters to write through the generic fallback although the simulator
   * models them (default none), so that tests exercise the fallback with today's
   * characters. The fallback wakes a character every night of its range while alive, so
   * it does not fit one with its own wake rule (the Undertaker, the Ravenkeeper).
   */
  generic?: readonly RoleId[];
  /**
   * Characters (of {@link GENERIC_HOOK_ROLES}) whose seat hooks the simulator asks of the
   * kernel although it models them (default none), so that tests exercise that fallback
   * with today's characters: what the Demon's kill does to them, their deaths, their
   * claims when the Imp dies, nominations of them, their shots and votes, day ends. Their
   * registration and the Storyteller's preferences (whom the Imp likes to target, the
   * Virgin's nominees) stay the simulator's own.
   */
  genericHooks?: readonly RoleId[];
  /**
   * Deal, claim and register only these characters (default: the whole role table), e.g.
   * {@link TROUBLE_BREWING}: a test that needs one particular seeded game keeps it when a
   * character is added to the table (the search over it still considers every character).
   */
  script?: readonly RoleId[];
}

/** Deal a legal setup: exact counts, Baron adjustment, one Imp (§1.2–1.3). */
function deal(rng: Rng, n: number, { MINIONS, TOWNSFOLK, OUTSIDERS }: Cast): RoleId[] {
  const minions = rng.shuffle([...MINIONS]).slice(0, setupCounts(n, false)[2]);
  const [tf, os] = setupCounts(n, minions.includes('baron'));
  return rng.shuffle([
    ...rng.shuffle([...TOWNSFOLK]).slice(0, tf), ...rng.shuffle([...OUTSIDERS]).slice(0, os), ...minions, 'imp' as const,
  ]);
}

/** A payload patch that makes a forced report false. */
interface Wrong { what: string; patch: Row }
/** Information as the Storyteller gives it, plus (when it is forced) a false variant. */
interface Info { payload: Row; wrong?: Wrong }

interface PendingReport {
  seat: number;
  night: number;
  row: Row;
  real: boolean;
  wrong?: Wrong;
}

const otherValue = (rng: Rng, v: number, max: number) => (v + 1 + rng.int(max)) % (max + 1);

/**
 * Play a seeded game of `n` players (5–15) for up to `nights` nights (2–5) and record it.
 * The record is N1, D1, …, N`nights`, then an open day `nights` with no events — unless
 * the game ends earlier, in which case the record stops at the phase where it ended.
 */
export function simulateHistory(seed: number, n: number, nights: number, opts: SimulateOptions = {}): TrueHistory {
  const rng = new Rng(seed);
  const pinned = opts.pinned === true;
  const cast = castOf(opts.script);
  const { TOWNSFOLK, OUTSIDERS, MINIONS, GOOD_CHARS, EVIL_CHARS, ALL_CHARS } = cast;
  const roles = deal(rng, n, cast);
  const ids = roles.map((_, i) => `p${i + 1}`);
  const seats = ids.map((_, i) => i);
  const log: string[] = [`setup: ${roles.map((r, i) => `${ids[i]}=${r}`).join(' ')}`];

  // --- setup (§1.4, §1.5) ---
  const drunkShown = roles.includes('drunk') ? rng.pick(TOWNSFOLK.filter((t) => !roles.includes(t))) : null;
  const shownTok = roles.map((r) => (r === 'drunk' ? drunkShown! : r));
  // Red herring: a good player, or a Spy (contract C25, Q5); none without an actual Fortune Teller (Q8).
  const redHerring = roles.includes('fortune_teller')
    ? rng.pick(seats.filter((i) => !evilAtStart(roles[i]!) || roles[i] === 'spy')) : null;
  if (drunkShown) log.push(`drunk shown ${drunkShown}`);
  if (redHerring !== null) log.push(`red herring ${ids[redHerring]}`);

  // --- mutable game state ---
  const cur: RoleId[] = [...roles]; // current character
  const alive = roles.map(() => true);
  const evil = roles.map(evilAtStart); // alignment never changes
  const poisonerSeat = roles.indexOf('poisoner');
  const butlerSeat = roles.indexOf('butler');
  let poisoned = -1; // seat poisoned right now (-1: nobody; cleared at dusk or when the Poisoner dies / changes)
  let protectedSeat = -1; // effective Monk protection tonight
  let winner: 'good' | 'evil' | null = null;
  let endedAt: string | null = null;
  const unusual = new Set<UnusualRuling>();
  let why = '';

  const shot = roles.map(() => false); // fired a Slayer shot (any player)
  const virginNominated = roles.map(() => false); // nominated at least once
  const virginSpent = roles.map(() => false); // an actual living Virgin's first nomination happened
  const ghostUsed = roles.map(() => false); // dead vote token spent (§4.3)
  const masterOfDay = new Map<number, number>(); // day number → the Butler's master chosen the night before
  const aliveCount = () => alive.filter(Boolean).length;
  /** The living Imps in seat order: one, or two after ruling Q13 (a Scarlet Woman made a second Imp). */
  const livingImps = () => seats.filter((i) => alive[i] && cur[i] === 'imp');
  /** One living Imp (a random one of two: either is the Demon to the day's choices), or -1. */
  const someImp = () => { const imps = livingImps(); return imps.length > 1 ? rng.pick(imps) : imps[0] ?? -1; };
  /** The seat holding the shown token `t` (actual character, or the Drunk shown it). */
  const tokenSeat = (t: RoleId) => seats.find((i) => cur[i] === t || (cur[i] === 'drunk' && drunkShown === t)) ?? -1;
  const impaired = (i: number) => cur[i] === 'drunk' || poisoned === i;
  const spyFree = (i: number) => cur[i] === 'spy' && poisoned !== i; // registers even if dead (§3.19)
  const recluseFree = (i: number) => cur[i] === 'recluse' && poisoned !== i; // even if dead (§3.16)
  const mayRegister = (i: number) => spyFree(i) || recluseFree(i);
  /** One registration decision of an alignment check (Chef pair, Empath neighbour). */
  const looksEvil = (i: number) => (mayRegister(i) ? rng.chance(0.5) : evil[i]!);
  /** One registration decision of a character check (Undertaker, Ravenkeeper). */
  const looksLike = (i: number): RoleId => {
    if (spyFree(i) && rng.chance(0.6)) return rng.pick(GOOD_CHARS);
    if (recluseFree(i) && rng.chance(0.6)) return rng.pick(EVIL_CHARS);
    return cur[i]!;
  };
  /** Learned character of a character check, with a false variant when registration cannot bend it. */
  const characterInfo = (i: number, extra: Row): Info => {
    const learned = looksLike(i);
    const payload = { ...extra, targetRole: learned };
    if (mayRegister(i)) return { payload };
    return { payload, wrong: { what: `targetRole ${learned} → other`, patch: { targetRole: rng.pick(ALL_CHARS.filter((r) => r !== learned)) } } };
  };
  const other = (i: number) => { let j = rng.int(n); while (j === i) j = rng.int(n); return j; };
  const pairWith = (x: number): [string, string] => {
    const y = other(x);
    return rng.chance(0.5) ? [ids[x]!, ids[y]!] : [ids[y]!, ids[x]!];
  };
  const randomPair = (): [string, string] => { const a = rng.int(n); return [ids[a]!, ids[other(a)]!]; };
  const poisonEndsIfPoisonerGone = () => {
    if (poisonerSeat >= 0 && (!alive[poisonerSeat] || cur[poisonerSeat] !== 'poisoner')) poisoned = -1;
  };

  /** Slayer abilities spent by a kernel hook's `spend` effect (the simulator's own Slayer is `shot` and its character). */
  const slayerSpent = roles.map(() => false);
  /** Seats that died during the last night (the kernel's `diedTonight` lasts until the next dusk). */
  let lastNightDeaths: number[] = [];
  /** The game was won as a day ended (the Mayor, or a kernel `dayEnd` hook), not mid-day. */
  let wonAtDayEnd = false;
  /** What the kernel's state needs besides the grimoire: deaths since dusk, the execution death, and by day whether anyone was executed. */
  type Moment = { diedTonight: readonly number[]; executedDeath: number; executedToday?: boolean };
  /** The grimoire now as the kernel's state, laid out anew for each question (hooks may change it). */
  const kernelState = (at: Moment) => {
    const monk = seats.find((x) => cur[x] === 'monk') ?? -1;
    return stateAt({
      roles, now: cur, drunkShown, redHerring, alive, poisoned, poisoner: poisonerSeat,
      // The Monk's protection ends at once when the Monk dies (§4.5).
      protectedSeat: protectedSeat >= 0 && alive[monk] ? protectedSeat : -1,
      butler: butlerSeat, master: butlerSeat >= 0 && alive[butlerSeat] ? [...masterOfDay.values()].at(-1) ?? -1 : -1,
      usedSlayer: seats.map((x) => (shot[x]! && cur[x] === 'slayer') || slayerSpent[x]!), usedVirgin: virginSpent, deadVoteUsed: ghostUsed,
      ...at, diedTonight: [...at.diedTonight],
    });
  };

  // --- the kernel's seat hooks for characters without a model here (generic-hooks.ts) ---
  for (const r of opts.genericHooks ?? []) {
    if (!GENERIC_HOOK_ROLES.includes(r)) throw new Error(`genericHooks: ${r} is not one of ${GENERIC_HOOK_ROLES.join(', ')}`);
  }
  /** Whether the simulator's own rules say what `r`'s ability does to the game (else the kernel's seat hooks do). */
  const ownRules = (r: RoleId) => MODELLED.includes(r) && !opts.genericHooks?.includes(r);
  /**
   * The kernel answers for `r` at this moment: a character without a model here that has
   * the hook. Without the hook the kernel's rule for everyone else applies, which is the
   * simulator's own default (dies, nothing more, no claim, cannot trigger, kills nobody,
   * the vote stands, nothing at day end), so it is not asked.
   */
  const kernelHook = (r: RoleId, hook: SeatHook) => !ownRules(r) && hasHook(r, hook);
  /**
   * Apply what a kernel hook emitted to the simulator's grimoire, up to the first death or
   * execution it caused (`deaths`: where the caller works out that death itself, with its
   * own rules or this fallback; elsewhere one is an error). Only effects with a
   * counterpart here are applied: a hook that emits another (poison, a protection, a new
   * master, a death at night) needs a model of its character in this file.
   */
  const applyKernel = (seat: number, hook: SeatHook, out: HookOutcome, label: string, deaths = false): { executed: number; died: number } => {
    const role = cur[seat]!;
    const unsupported = (what: string) => new Error(
      `${label}: ${ids[seat]} (${role}): its ${hook} hook ${what}, which the simulator cannot follow without a model of ${role} (history-simulator.ts)`);
    if (out.failures.length > 0) throw unsupported(`calls the simulated game illegal (${out.failures.join('; ')})`);
    for (const e of out.effects) {
      log.push(`${label} ${ids[seat]} (${role}) ${hook}: ${e.kind}${'seat' in e ? ` ${ids[e.seat] ?? 'nobody'}` : ''}${e.kind === 'win' ? ` ${e.team} (${e.why})` : ''} (kernel)`);
      switch (e.kind) {
        case 'win': if (!winner) [winner, why] = [e.team, e.why]; break;
        case 'spend':
          if (e.ability === 'slayer') slayerSpent[e.seat] = true;
          else virginSpent[e.seat] = virginNominated[e.seat] = true;
          break;
        case 'ghostVote': ghostUsed[e.seat] = true; break;
        case 'protect':
          if (e.seat >= 0) throw unsupported('protects a player');
          protectedSeat = -1;
          break;
        case 'master':
          // A dead Butler has no master: the simulator's grimoire says so already.
          if (e.seat >= 0 || alive[e.butler]) throw unsupported('chooses a master');
          break;
        case 'learn': break;
        case 'becomeImp':
          // Only a death asked with a successor (`otherDied`) makes someone the Imp: ruling Q13's second Imp.
          if (hook !== 'died') throw unsupported('makes a player the Imp');
          cur[e.seat] = 'imp';
          if (e.unusual) unusual.add(e.unusual);
          poisonEndsIfPoisonerGone();
          break;
        case 'executed': if (deaths) return { executed: e.seat, died: -1 }; throw unsupported('executes a player');
        case 'die': if (deaths) return { executed: -1, died: e.seat }; throw unsupported('kills a player');
        default: throw unsupported(`emits ${e.kind}`);
      }
    }
    return { executed: -1, died: -1 };
  };
  /** One of the recorded values a kernel hook accepts for a day event: the only one, or either at random. */
  const chooseRecorded = <T>(options: readonly T[], what: string): T => {
    if (options.length === 0) throw new Error(`${what}: the kernel accepts no recorded value; model this character in history-simulator.ts`);
    return options.length === 1 ? options[0]! : rng.pick(options);
  };
  /**
   * `x` (already dead here) died of `cause`: for a character without a model here, its
   * kernel `died` hook. The hook may accept a living seat as the Imp made at this death
   * (ruling Q13: a healthy Recluse's, the Scarlet Woman); when it does and `mayMakeImp`,
   * that is a Storyteller's choice, made half the time. Returns the seat that became the Imp, or -1.
   */
  const diedFallback = (x: number, cause: 'demon' | 'execution' | 'slayer', aliveBefore: number, label: string, at: Moment, mayMakeImp: boolean): number => {
    if (!kernelHook(cur[x]!, 'died')) return -1;
    const makes = (heir: number) => deathOutcome(kernelState(at), x, cause, aliveBefore, heir);
    const heirs = seats.filter((j) => {
      if (!mayMakeImp || !alive[j]) return false;
      const out = makes(j);
      return out.failures.length === 0 && out.effects.some((e) => e.kind === 'becomeImp' && e.seat === j);
    });
    const heir = heirs.length > 0 && rng.chance(0.5) ? rng.pick(heirs) : -1;
    applyKernel(x, 'died', makes(heir), label);
    return heir;
  };
  /**
   * The healthy Recluse (simulated here) may register as the dying Demon to the seat that
   * would take over from one (ruling Q13, unusual: a living, healthy Scarlet Woman with 5+
   * alive before this death, the Demon's death by day, not a star-pass); half the time the
   * Storyteller makes her a second Imp. Returns her seat, or -1.
   */
  const recluseDied = (x: number, aliveBefore: number, label: string, at: Moment): number => {
    if (poisoned === x) return -1;
    const sw = mustSucceed(aliveBefore, false, at);
    if (sw < 0 || !rng.chance(0.5)) return -1;
    log.push(`${label} ${ids[sw]} (${cur[sw]}) becomes a second Imp: the Recluse ${ids[x]} registered as the Demon (Q13)`);
    cur[sw] = 'imp';
    unusual.add('scarlet_woman_recluse');
    return sw;
  };
  /** The living `x`'s claim as the Imp dies, for a character without a model here: its kernel `demonDeath` hook. */
  const kernelClaim = (x: number, aliveBefore: number, starPass: boolean, at: Moment) => {
    if (!kernelHook(cur[x]!, 'demonDeath')) return 'none';
    const claim = claimOutcome(kernelState(at), x, aliveBefore, starPass);
    if (claim !== 'none') log.push(`${ids[x]} (${cur[x]}) claim as the Imp dies: ${claim} (kernel)`);
    return claim;
  };
  /**
   * The seat that must become the Imp as the Imp dies (the Imp already dead here), or -1:
   * the first in seat order of a living healthy Scarlet Woman with 5+ alive before the
   * death (§3.20, Q13) and a character without a model here whose kernel claim is `must`.
   */
  const mustSucceed = (aliveBefore: number, starPass: boolean, at: Moment): number => seats.find((i) => alive[i] && (ownRules(cur[i]!)
    ? cur[i] === 'scarlet_woman' && poisoned !== i && aliveBefore >= 5
    : kernelClaim(i, aliveBefore, starPass, at) === 'must')) ?? -1;
  /**
   * An Imp (already dead here) died, but not of its own attack (executed, shot, or killed
   * by the other Imp): whoever must take over does — none while she is a second Imp
   * already (Q13). Returns that seat, or -1.
   */
  const impDied = (aliveBefore: number, label: string, at: Moment): number => {
    const sw = mustSucceed(aliveBefore, false, at);
    if (sw >= 0) { log.push(`${label} ${ids[sw]} (${cur[sw]}) becomes the Imp`); cur[sw] = 'imp'; }
    return sw;
  };
  /**
   * Anyone but an Imp (already dead here) died of `cause`: what it means; returns the seat
   * that became a second Imp at it (Q13), or -1. A pinned record has no field for that
   * choice by day (a night's is the Imp action's `successor`), so there it is not made by day.
   */
  const otherDied = (x: number, cause: 'demon' | 'execution' | 'slayer', aliveBefore: number, label: string, at: Moment): number => {
    const mayMakeImp = !(pinned && cause !== 'demon');
    if (!ownRules(cur[x]!)) return diedFallback(x, cause, aliveBefore, label, at, mayMakeImp);
    return cur[x] === 'recluse' && mayMakeImp ? recluseDied(x, aliveBefore, label, at) : -1;
  };
  /** The days' hidden choices, where one was made: the Scarlet Woman a second Imp (Q13). */
  const witnessDays: { number: number; successor: string | null; virgin: string | null }[] = [];
  const secondImpByDay = (sw: number, day: number) => {
    if (sw >= 0) witnessDays.push({ number: day, successor: ids[sw]!, virgin: null });
  };

  // --- the generic fallback for information characters without a model here ---
  /** Information characters written from their payload spec: those not modelled here, and any the options name. */
  const genericInfo = REPORT_ROLES.filter((r) => !MODELLED_INFO.includes(r) || opts.generic?.includes(r));
  const modelled = (r: RoleId) => !genericInfo.includes(r);
  /** The information character a seat wakes as (the Drunk: the shown Townsfolk), or null. */
  const infoToken = (i: number): RoleId | null => {
    const token = cur[i] === 'drunk' ? drunkShown! : cur[i]!;
    return REPORT_ROLES.includes(token) ? token : null;
  };
  /** A true payload (the kernel's `info` hook on the current grimoire) for a healthy wake of a generic character. */
  const fallbackInfo = (i: number, token: RoleId, night: number, at: Moment): Info | null => {
    const payload = truePayload(rng, token, i, night, kernelState(at), ids);
    return payload ? { payload } : null;
  };
  const impPlace = rowOf('imp').otherNights!;
  /**
   * Wake the generic characters of a later night `k` whose sheet place comes before the
   * Demon's (`beforeDemon`) or after it (written at the night's end, when every death
   * and the Butler's choice are known): every living seat that wakes as one, each night
   * of its range.
   */
  const wakeGeneric = (k: number, beforeDemon: boolean, at: { diedTonight: number[]; executedDeath: number }) => {
    for (const role of genericInfo) {
      const place = rowOf(role).otherNights;
      if (place === null || (place < impPlace) !== beforeDemon || !inNightRange(NIGHTS_OF[role], k)) continue;
      for (const i of seats) if (alive[i] && infoToken(i) === role) wake(i, role, k, () => fallbackInfo(i, role, k, at));
    }
  };

  /** Seats whose character makes a choice land on a subtle rule (poison, attacks, executions). */
  const INTERESTING: RoleId[] = [
    'imp', 'poisoner', 'scarlet_woman', 'spy', 'recluse', 'mayor', 'soldier', 'monk', 'saint', 'drunk',
    'empath', 'fortune_teller', 'undertaker', 'ravenkeeper', 'butler',
  ];
  /** A character that lands on a subtle rule: those above, and one without a model here whose ability the kernel's seat hooks decide. */
  const interestingRole = (r: RoleId) => INTERESTING.includes(r) || (!MODELLED.includes(r) && hasSeatHook(r));
  const interesting = (): number[] => {
    const xs = seats.filter((i) => interestingRole(cur[i]!) || i === protectedSeat);
    return xs.length > 0 ? xs : seats;
  };
  /** Empath reading of seat `i` from its nearest living neighbours (§3.5). */
  const empathInfo = (i: number): Info => {
    let l = (i + n - 1) % n; while (!alive[l]) l = (l + n - 1) % n;
    let r = (i + 1) % n; while (!alive[r]) r = (r + 1) % n;
    const value = Number(looksEvil(l)) + Number(looksEvil(r));
    if (mayRegister(l) || mayRegister(r)) return { payload: { value } };
    return { payload: { value }, wrong: { what: `Empath ${value} → other`, patch: { value: otherValue(rng, value, 2) } } };
  };
  /** Fortune Teller: any two players; yes for a Demon (also a dead former Imp), the red herring, a healthy Recluse's choice (§3.6). */
  const fortuneTellerInfo = (): Info => {
    const a = rng.int(n);
    const b = other(a);
    const yes = [a, b].some((x) => cur[x] === 'imp' || x === redHerring || (recluseFree(x) && rng.chance(0.5)));
    const payload = { targets: [ids[a], ids[b]], value: yes };
    // A Demon among the two makes "yes" forced; a "no" could always be a red herring the search picks.
    if ([a, b].some((x) => cur[x] === 'imp')) return { payload, wrong: { what: 'Fortune Teller yes (Demon) → no', patch: { value: false } } };
    return { payload };
  };
  /** The Spy's grimoire: a few entries with a random subset of true mechanical fields (§3.19; contract). */
  const grimoireInfo = (butlerMaster: Map<number, number>): Info => {
    const g: Record<string, Row> = {};
    const monk = seats.find((i) => cur[i] === 'monk') ?? -1;
    const k = 1 + rng.int(3);
    for (let c = 0; c < k; c++) {
      const x = rng.int(n);
      const e: Row = {};
      const add = (field: string, value: unknown) => { if (rng.chance(0.6)) e[field] = value; };
      add('role', cur[x]);
      if (cur[x] === roles[x]) add('shown', shownTok[x]);
      add('alignment', evil[x] ? 'evil' : 'good');
      add('alive', alive[x]);
      if (!(x === poisonerSeat && poisoned === x)) add('poisoned', poisoned === x);
      add('redHerring', redHerring === x);
      // Effective Monk protection; it ends at once if the Monk dies (§4.5).
      add('protected', protectedSeat === x && monk >= 0 && alive[monk]!);
      // Spent day abilities (§3.10, §3.11); omitted where the record is unclear (a Drunk / bluffer's shot, a dead Virgin nominated).
      if (!shot[x]) add('usedSlayer', false);
      else if (cur[x] === 'slayer' && roles[x] === 'slayer') add('usedSlayer', true);
      if (!virginNominated[x]) add('usedVirgin', false);
      else if (virginSpent[x]) add('usedVirgin', true);
      if (cur[x] !== 'butler') add('master', null);
      else if (butlerMaster.has(x)) add('master', ids[butlerMaster.get(x)!]);
      g[ids[x]!] = e;
    }
    const x = rng.int(n);
    const wrongGrimoire = { ...g, [ids[x]!]: { ...(g[ids[x]!] ?? {}), alive: !alive[x] } };
    return { payload: { grimoire: g }, wrong: { what: `grimoire ${ids[x]} alive ${alive[x]} → ${!alive[x]}`, patch: { grimoire: wrongGrimoire } } };
  };

  const arbitrary = (token: RoleId): Row | null => {
    if (!modelled(token)) return drawPayload(rng, PAYLOAD_SPEC_OF[token], ids);
    switch (token) {
      case 'washerwoman': return { targets: randomPair(), targetRole: rng.pick(TOWNSFOLK) };
      case 'librarian': return rng.chance(0.2) ? { value: 0 } : { targets: randomPair(), targetRole: rng.pick(OUTSIDERS) };
      case 'investigator': return { targets: randomPair(), targetRole: rng.pick(MINIONS) };
      case 'chef': return { value: rng.int(Math.min(n, 4)) };
      case 'empath': return { value: rng.int(3) };
      case 'fortune_teller': return { targets: randomPair(), value: rng.chance(0.5) };
      case 'undertaker': return { targetRole: rng.pick(ALL_CHARS) };
      case 'ravenkeeper': return { target: ids[rng.int(n)], targetRole: rng.pick(ALL_CHARS) };
      case 'spy': return { grimoire: { [ids[rng.int(n)]!]: { role: rng.pick(ALL_CHARS), alive: rng.chance(0.5) } } };
      default: return null;
    }
  };

  // --- reports are collected, then written in a shuffled order ---
  const pending: PendingReport[] = [];
  /** Whether a wake is written down at all (records may be incomplete). */
  const everyNight = opts.reportEveryNight === true;
  const recorded = () => everyNight || rng.chance(0.85);
  /** Record the wake of `seat` shown `token` on `night`: truthful when healthy (none found: unrecorded), arbitrary when impaired. */
  const wake = (seat: number, token: RoleId, night: number, truthful: () => Info | null) => {
    const healthy = !impaired(seat);
    const info: Info | null = healthy ? truthful() : (() => { const p = arbitrary(token); return p ? { payload: p } : null; })();
    if (!info || !recorded()) return;
    const row: Row = {
      player: ids[seat], role: token, night, ...info.payload,
      authenticity: !evil[seat] ? (rng.chance(0.25) ? 'authentic' : 'good') : rng.chance(0.6) ? 'authentic' : 'good',
      mode: 'assumption',
    };
    if (healthy && rng.chance(0.1)) row.reliability = 'healthy';
    const binding = !evil[seat] || row.authenticity === 'authentic';
    // Forced facts: a healthy wake's registration-free value; an impaired wake is not healthy.
    const wrong = healthy ? info.wrong : { what: 'reliability healthy on an impaired wake', patch: { reliability: 'healthy' } };
    pending.push({ seat, night, row, real: true, ...(binding && wrong ? { wrong } : {}) });
  };

  const witnessNights: TrueNight[] = [];
  const phases: Row[] = [];
  /** Night phases whose deaths no open choice could change (index into `phases`). */
  const forcedDeaths: number[] = [];
  /** Per later night that did not end the game: who was alive after the Imp's step, and the previous day's execution death. */
  const nightFacts = new Map<number, { aliveAfter: boolean[]; executionDeath: number; deaths: number[]; spyWakes: boolean }>();
  const keep = () => pinned || rng.chance(0.4);
  const actionsOf = (w: TrueNight, imps: Row[]): Row[] => {
    const acts: Row[] = [];
    if (w.poison !== null && keep()) acts.push({ kind: 'poison', player: ids[poisonerSeat], target: w.poison });
    if (w.monk !== null && keep()) acts.push({ kind: 'monk', player: ids[tokenSeat('monk')], target: w.monk });
    for (const imp of imps) if (keep()) acts.push(imp);
    if (w.master !== null && keep()) acts.push({ kind: 'butler', player: ids[butlerSeat], target: w.master });
    return acts;
  };

  // ============ NIGHT 1 (§2.1) ============
  {
    const w: TrueNight = { number: 1, poison: null, monk: null, imp: null, redirect: null, successor: null, master: null };
    if (poisonerSeat >= 0) { poisoned = rng.int(n); w.poison = ids[poisoned]!; log.push(`N1 poison ${w.poison}`); }
    const master = new Map<number, number>();
    if (butlerSeat >= 0) { const m = other(butlerSeat); master.set(butlerSeat, m); w.master = ids[m]!; masterOfDay.set(1, m); }
    const spy = roles.indexOf('spy');
    const truthful = (i: number, token: RoleId): Info => {
      switch (token) {
        case 'washerwoman': {
          if (spy >= 0 && spyFree(spy) && rng.chance(0.3)) return { payload: { targets: pairWith(spy), targetRole: rng.pick(TOWNSFOLK) } };
          const j = rng.pick(seats.filter((s) => TOWNSFOLK.includes(cur[s]!)));
          return { payload: { targets: pairWith(j), targetRole: cur[j] } };
        }
        case 'librarian': {
          if (spy >= 0 && spyFree(spy) && rng.chance(0.3)) return { payload: { targets: pairWith(spy), targetRole: rng.pick(OUTSIDERS) } };
          const outs = seats.filter((s) => OUTSIDERS.includes(cur[s]!) && !(recluseFree(s) && rng.chance(0.5)));
          if (outs.length === 0) return { payload: { value: 0 } };
          const j = rng.pick(outs);
          return { payload: { targets: pairWith(j), targetRole: cur[j] } };
        }
        case 'investigator': {
          const rec = roles.indexOf('recluse');
          if (rec >= 0 && recluseFree(rec) && rng.chance(0.4)) return { payload: { targets: pairWith(rec), targetRole: rng.pick(MINIONS) } };
          const j = rng.pick(seats.filter((s) => MINIONS.includes(cur[s]!)));
          return { payload: { targets: pairWith(j), targetRole: cur[j] } };
        }
        case 'chef': {
          let v = 0;
          for (let x = 0; x < n; x++) if (looksEvil(x) && looksEvil((x + 1) % n)) v++;
          if (seats.some(mayRegister)) return { payload: { value: v } };
          return { payload: { value: v }, wrong: { what: `Chef ${v} → ${v + 1}`, patch: { value: v + 1 } } };
        }
        case 'empath': return empathInfo(i);
        case 'fortune_teller': return fortuneTellerInfo();
        default: return grimoireInfo(master); // spy
      }
    };
    for (const i of seats) {
      const token = infoToken(i);
      if (token === null) continue;
      if (modelled(token)) {
        if (FIRST_NIGHT_INFO.includes(token)) wake(i, token, 1, () => truthful(i, token));
      } else if (rowOf(token).firstNight !== null && inNightRange(NIGHTS_OF[token], 1)) {
        wake(i, token, 1, () => fallbackInfo(i, token, 1, { diedTonight: [], executedDeath: -1 }));
      }
    }
    witnessNights.push(w);
    phases.push({ phase: 'night', number: 1, deaths: [], actions: actionsOf(w, []) });
  }

  /**
   * A full day as a table plays it (`days: true`): Slayer shots, nominations and ballots,
   * then the day's execution (chosen freely, or from the votes on a `completeVoting` day).
   * Deaths other than the execution happen here (the Slayer's); the execution itself is
   * returned (the caller kills, with the Saint / Scarlet Woman / two-alive rules). A
   * triggered Virgin is the day's execution (§3.10): returned with no `execution` row.
   */
  const playDay = (k: number, label: string): { events: Row[]; executed: number; completeVoting: boolean; gameOver: boolean } => {
    const events: Row[] = [];
    const completeVoting = rng.chance(0.4);
    const nominators = new Set<number>();
    const nominees = new Set<number>();
    let highest = 0;
    let aboutToDie = -1;
    const master = masterOfDay.get(k) ?? -1;
    /** The kernel's state by day before the execution (dawn cleared yesterday's execution). */
    const dayAt = (): Moment => ({ diedTonight: lastNightDeaths, executedDeath: -1, executedToday: false });

    /**
     * The living `target` dies by day of an ability (a Slayer's shot, §3.11), with what
     * that death means (§3.20, §4.6); returns true when the game ended.
     */
    const dayKill = (target: number): boolean => {
      const before = aliveCount();
      alive[target] = false;
      poisonEndsIfPoisonerGone();
      if (cur[target] === 'imp') {
        impDied(before, label, dayAt());
        if (livingImps().length === 0) { [winner, why] = ['good', 'Slayer killed the Demon']; return true; }
      } else secondImpByDay(otherDied(target, 'slayer', before, label, dayAt()), k);
      if (winner) return true;
      if (aliveCount() <= 2) { [winner, why] = ['evil', 'two alive']; return true; }
      return false;
    };

    /** One Slayer shot by a living player (§3.11); returns true when the game ended. */
    const slayerShot = (): boolean => {
      const tok = tokenSeat('slayer');
      const shooters: number[] = [];
      if (tok >= 0 && alive[tok] && !shot[tok] && rng.chance(0.5)) shooters.push(tok);
      else {
        const bluffers = seats.filter((i) => alive[i] && evil[i] && !shot[i]);
        if (bluffers.length > 0 && rng.chance(0.15)) shooters.push(rng.pick(bluffers));
      }
      // A character without a model here whose kernel `shoots` hook says what its shot does.
      const others = shooters.length > 0 ? [] : seats.filter((i) => alive[i] && !shot[i] && !MODELLED.includes(cur[i]!) && hasHook(cur[i]!, 'shoots'));
      if (others.length > 0 && rng.chance(0.5)) shooters.push(rng.pick(others));
      if (shooters.length === 0) return false;
      const shooter = shooters[0]!;
      const imp = someImp();
      const recluse = seats.find((i) => cur[i] === 'recluse') ?? -1;
      const q = rng.next();
      const target = q < 0.45 && imp >= 0 ? imp : q < 0.65 && recluse >= 0 ? recluse : rng.int(n);
      let killed = false;
      if (kernelHook(cur[shooter]!, 'shoots')) {
        // The shooter's kernel hook says which recorded outcomes are legal; its death, if any, is the target's.
        const shotBy = chooseRecorded(shotOutcomes(() => kernelState(dayAt()), shooter, target), `${label} shot by ${ids[shooter]}`);
        killed = shotBy.value;
        log.push(`${label} ${ids[shooter]} (${cur[shooter]}) shoots ${ids[target]}: killed ${killed} (kernel)`);
        const { died } = applyKernel(shooter, 'shoots', shotBy, label, true);
        if (died !== (killed ? target : -1)) throw new Error(`${label}: ${cur[shooter]}'s shoots hook kills another player than its target: model it in history-simulator.ts`);
        shot[shooter] = true;
      } else {
        const effective = cur[shooter] === 'slayer' && poisoned !== shooter && !shot[shooter];
        shot[shooter] = true;
        if (effective && alive[target]) {
          if (cur[target] === 'imp') killed = true;
          else if (recluseFree(target) && rng.chance(0.5)) killed = true; // registers as the Demon
        }
      }
      events.push({ kind: 'slayer', player: ids[shooter], target: ids[target], killed, mode: 'hard' });
      if (!killed) { log.push(`${label} ${ids[shooter]} (${cur[shooter]}) shoots ${ids[target]} (${cur[target]}): nothing`); return false; }
      log.push(`${label} ${ids[shooter]} shoots ${ids[target]} (${cur[target]}): dies`);
      return dayKill(target);
    };

    /** One nomination (and its ballot); returns the seat executed by a triggered Virgin, or -1. */
    const nominate = (): number => {
      const can = seats.filter((i) => alive[i] && !nominators.has(i));
      const targets = seats.filter((i) => !nominees.has(i));
      if (can.length === 0 || targets.length === 0) return -1;
      const virgin = tokenSeat('virgin');
      const nominator = rng.pick(can);
      const nominee = virgin >= 0 && !nominees.has(virgin) && rng.chance(0.35) ? virgin
        : rng.chance(0.3) ? rng.pick(targets.filter((i) => cur[i] === 'imp' || INTERESTING.includes(cur[i]!)).concat(targets))
          : rng.pick(targets);
      // A Virgin nominating herself is left out (whether she counts as "the nominator" is not in the rules reference).
      if (nominee === nominator && cur[nominee] === 'virgin') return -1;
      nominators.add(nominator);
      nominees.add(nominee);
      let triggered = false;
      /** The seat this nomination executes at once (the Virgin's nominator), or -1. */
      let executes = -1;
      let outcome = '';
      if (kernelHook(cur[nominee]!, 'nominated')) {
        // The nominee's kernel hook says which recorded `triggered` values are legal and what
        // follows; an execution it causes is the day's, worked out below like any other.
        const chosen = chooseRecorded(nominationOutcomes(() => kernelState(dayAt()), nominator, nominee), `${label} nomination of ${ids[nominee]}`);
        triggered = chosen.value;
        const stop = applyKernel(nominee, 'nominated', chosen, label, true);
        if (stop.died >= 0) throw new Error(`${label}: ${cur[nominee]}'s nominated hook kills a player: model it in history-simulator.ts`);
        executes = stop.executed;
        outcome = `: triggered ${triggered}${executes >= 0 ? `, ${ids[executes]} executed` : ''} (kernel)`;
      } else if (cur[nominee] === 'virgin' && alive[nominee] && !virginNominated[nominee]) {
        virginSpent[nominee] = true; // spent even when poisoned (§3.10)
        if (poisoned !== nominee) {
          if (TOWNSFOLK.includes(cur[nominator]!)) triggered = true;
          else if (spyFree(nominator) && rng.chance(0.5)) triggered = true; // Spy registers as a Townsfolk
        }
        if (triggered) [executes, outcome] = [nominator, ': Virgin, executed'];
      }
      virginNominated[nominee] = true;
      events.push({ kind: 'nomination', player: ids[nominator], target: ids[nominee], triggered, mode: 'hard' });
      log.push(`${label} ${ids[nominator]} (${cur[nominator]}) nominates ${ids[nominee]} (${cur[nominee]})${outcome}`);
      if (executes >= 0 || winner) return executes;
      if (!completeVoting && rng.chance(0.3)) return -1; // a ballot not written down
      // Ballot: living players vote freely, the dead spend their one ghost vote (§4.3);
      // a healthy living Butler only with the master (§3.14).
      const butler = seats.find((i) => ownRules(cur[i]!) && cur[i] === 'butler' && alive[i] && poisoned !== i) ?? -1;
      const voters: number[] = [];
      for (const i of seats) {
        if (i === butler) continue;
        if (alive[i] ? rng.chance(0.5) : !ghostUsed[i] && rng.chance(0.25)) voters.push(i);
      }
      if (butler >= 0 && voters.includes(master) && rng.chance(0.7)) voters.push(butler);
      for (const v of voters) if (!alive[v]) ghostUsed[v] = true;
      voters.sort((a, b) => a - b);
      const ballot: Row = { kind: 'ballot', voters: voters.map((v) => ids[v]), nominee: ids[nominee], mode: 'hard' };
      let qualifying: Map<number, number[]> | null = null;
      if (voters.length > 0 && rng.chance(0.4)) {
        // Complete observation of the hands up at a voter's turn (every voter's hand was up).
        const qv = voters.includes(butler) && rng.chance(0.7) ? butler : rng.pick(voters);
        qualifying = new Map([[qv, voters.filter((v) => v !== qv)]]);
        ballot.qualifying = { [ids[qv]!]: qualifying.get(qv)!.map((v) => ids[v]) };
      }
      // A living voter whose character has no model here votes only where its kernel `votes`
      // hook lets it on the ballot as recorded; a refused vote did not happen, and the
      // observed hands, which may have counted it, are left unrecorded.
      const refused = () => voters.find((v) => alive[v] && kernelHook(cur[v]!, 'votes')
        && !voteAllowed(kernelState(dayAt()), v, { voters, nominee, qualifying })) ?? -1;
      for (let x = refused(); x >= 0; x = refused()) {
        log.push(`${label} ${ids[x]} (${cur[x]}) may not vote on ${ids[nominee]} (kernel)`);
        voters.splice(voters.indexOf(x), 1);
        ballot.voters = voters.map((v) => ids[v]);
        qualifying = null;
        delete ballot.qualifying;
      }
      events.push(ballot);
      const votes = voters.length;
      if (votes >= Math.ceil(aliveCount() / 2)) {
        if (votes > highest) { highest = votes; aboutToDie = nominee; } else if (votes === highest) aboutToDie = -1;
      }
      return -1;
    };

    // A shot before the nominations (on a complete-voting day only there, so the threshold is fixed across its ballots).
    if (rng.chance(0.5) && slayerShot()) return { events, executed: -1, completeVoting, gameOver: true };
    const count = rng.int(4);
    for (let c = 0; c < count; c++) {
      const ex = nominate();
      if (winner) return { events, executed: -1, completeVoting, gameOver: true }; // won by a kernel nominated hook
      if (ex >= 0) return { events, executed: ex, completeVoting, gameOver: false };
      if (!completeVoting && rng.chance(0.2) && slayerShot()) return { events, executed: -1, completeVoting, gameOver: true };
    }
    let executed = -1;
    if (completeVoting) executed = aboutToDie;
    else {
      const dead = seats.filter((i) => !alive[i]);
      const r = rng.next();
      if (r < 0.35) executed = -1;
      else if (r < 0.45 && dead.length > 0) executed = rng.pick(dead);
      else if (r < 0.6) executed = rng.pick(interesting().filter((i) => alive[i]).concat(livingImps()));
      else executed = rng.pick(seats.filter((i) => alive[i]));
    }
    if (executed >= 0) events.push({ kind: 'execution', player: ids[executed], mode: 'hard' });
    return { events, executed, completeVoting, gameOver: false };
  };

  // ============ DAYS AND LATER NIGHTS ============
  let executionDeath = -1; // seat that died by execution on the previous day
  for (let k = 1; k <= nights && winner === null; k++) {
    if (k > 1) {
      // ---------- NIGHT k (§2.2) ----------
      const label = `N${k}`;
      poisoned = -1; // dusk: yesterday's poison ends
      protectedSeat = -1;
      const w: TrueNight = { number: k, poison: null, monk: null, imp: null, redirect: null, successor: null, master: null };
      const deaths: number[] = [];
      // Poisoner: any player, also themself (Q1).
      if (poisonerSeat >= 0 && alive[poisonerSeat] && cur[poisonerSeat] === 'poisoner') {
        poisoned = rng.chance(0.5) ? rng.int(n) : rng.pick(interesting());
        w.poison = ids[poisoned]!;
        log.push(`${label} poison ${w.poison}`);
      }
      // Monk (or the Drunk shown the Monk, no effect): another player, alive or dead (§3.8).
      const monk = tokenSeat('monk');
      if (monk >= 0 && alive[monk]) {
        const t = other(monk);
        w.monk = ids[t]!;
        if (cur[monk] === 'monk' && poisoned !== monk) protectedSeat = t;
        log.push(`${label} monk ${w.monk}${protectedSeat === t ? ' (protected)' : ' (no effect)'}`);
      }
      wakeGeneric(k, true, { diedTonight: [], executedDeath: executionDeath });
      // Each living Imp attacks in seat order (two only after ruling Q13): any player; itself = star-pass (§3.22).
      let deathsForced = true;
      /** Who died of an attack, not of a star-pass (a Ravenkeeper among them wakes). */
      const victims: number[] = [];
      const impActions: Row[] = [];
      /** Seat `x` has the Monk's protection now: it ends at once when the Monk dies (§4.5), e.g. at the first Imp's attack. */
      const shielded = (x: number) => protectedSeat === x && seats.some((m) => cur[m] === 'monk' && alive[m]);
      /**
       * What the kill does to seat `x` (§3.8, §3.12, §3.13a): nothing to the dead, the
       * protected or a healthy Soldier; a healthy Mayor's death may go elsewhere; and to a
       * character without a model here, what its kernel `attacked` hook says.
       */
      const fate = (x: number): 'safe' | 'redirect' | 'dies' => {
        if (!alive[x] || shielded(x)) return 'safe';
        if (!kernelHook(cur[x]!, 'attacked')) {
          return cur[x] === 'soldier' && poisoned !== x ? 'safe' : cur[x] === 'mayor' && poisoned !== x ? 'redirect' : 'dies';
        }
        const a = attackOutcome(kernelState({ diedTonight: deaths, executedDeath: executionDeath }), x);
        log.push(`${label} ${ids[x]} (${cur[x]}) attacked: ${a} (kernel)`);
        return a;
      };
      /** The attack of the living Imp `imp` (the second Imp's when `second`): its choices into the witness night; returns its action row. */
      const attack = (imp: number, second: boolean): Row => {
        const mayor = seats.find((i) => cur[i] === 'mayor') ?? -1;
        const dead = seats.filter((i) => !alive[i]);
        let target: number;
        const r = rng.next();
        if (r < 0.12) target = imp;
        else if (r < 0.25 && mayor >= 0 && alive[mayor]) target = mayor;
        else if (r < 0.3 && dead.length > 0) target = rng.pick(dead);
        else {
          const some = interesting().filter((i) => i !== imp);
          target = r < 0.4 && some.length > 0 ? rng.pick(some) : rng.pick(seats.filter((i) => alive[i] && i !== imp));
        }
        const tag = `${label} imp ${ids[imp]} → ${ids[target]}`;
        let redirect = -1;
        let victim = -1;
        let starPass = false;
        if (poisoned === imp) log.push(`${tag}: poisoned, nothing`);
        else if (target === imp) {
          if (shielded(imp)) log.push(`${tag}: self-target while protected, nothing`);
          else starPass = true;
        } else {
          const f = fate(target);
          if (f === 'safe') log.push(`${tag}: blocked`);
          else if (f === 'redirect') {
            // Healthy Mayor: the Storyteller may make another player die instead (§3.13a; onto the Imp = star-pass, Q2).
            if (rng.chance(0.6)) {
              redirect = rng.chance(0.2) ? imp : other(target);
              log.push(`${tag}: Mayor redirect to ${ids[redirect]}`);
              // Moved onto anyone but the Imp, the kill does what it does to them, except that it moves no further.
              if (redirect === imp) { if (!shielded(imp)) starPass = true; } else if (fate(redirect) !== 'safe') victim = redirect;
            } else {
              victim = target;
              deathsForced = false; // "no redirect" cannot be pinned in an imp action
            }
          } else victim = target;
        }

        /** Who became the Imp at this attack's death: the star-pass's successor, or a second Imp at a Recluse's death (Q13). */
        let successor = -1;
        if (starPass) {
          // The Imp dies; succession (§3.20, §3.22, Q2, Q3, Q13).
          const before = aliveCount();
          alive[imp] = false;
          deaths.push(imp);
          const at: Moment = { diedTonight: deaths, executedDeath: executionDeath };
          const must = mustSucceed(before, true, at);
          if (must >= 0) successor = must;
          else {
            const minions = seats.filter((i) => alive[i] && MINIONS.includes(cur[i]!));
            // Who may catch it instead: a healthy Recluse (Q3), or a character without a model
            // here whose kernel claim names an unusual ruling (a claim of 'may').
            const mayClaim = (i: number) => { const c = kernelClaim(i, before, true, at); return c !== 'none' && c !== 'must'; };
            const may = seats.filter((i) => alive[i] && (ownRules(cur[i]!)
              ? cur[i] === 'recluse' && poisoned !== i
              : !MINIONS.includes(cur[i]!) && mayClaim(i)));
            const pickMay = () => (may.length === 1 ? may[0]! : rng.pick(may));
            if (minions.length > 0) successor = may.length > 0 && rng.chance(0.4) ? pickMay() : rng.pick(minions);
            else if (may.length > 0 && rng.chance(0.6)) successor = pickMay();
          }
          if (successor >= 0) {
            if (cur[successor] === 'recluse') unusual.add('recluse_star_pass'); // ruling Q3, an unusual choice
            else if (!ownRules(cur[successor]!) && !MINIONS.includes(cur[successor]!)) {
              const c = kernelClaim(successor, before, true, at);
              if (c !== 'none' && c !== 'must') unusual.add(c);
            }
            log.push(`${label} star-pass: ${ids[imp]} dies, ${ids[successor]} (${cur[successor]}) becomes the Imp`);
            cur[successor] = 'imp';
            poisonEndsIfPoisonerGone();
          } else log.push(`${label} star-pass: ${ids[imp]} dies, nobody takes over`);
        }
        if (victim >= 0) {
          const before = aliveCount();
          alive[victim] = false;
          deaths.push(victim);
          victims.push(victim);
          log.push(`${label} ${ids[victim]} (${cur[victim]}) dies`);
          poisonEndsIfPoisonerGone();
          const at: Moment = { diedTonight: deaths, executedDeath: executionDeath };
          // An Imp killed by the other Imp's attack: no star-pass, so its successor (if any) is no choice of this attack.
          if (cur[victim] === 'imp') impDied(before, label, at);
          else successor = otherDied(victim, 'demon', before, label, at);
        }
        const choice = (seat: number) => (seat >= 0 ? ids[seat]! : null);
        if (second) Object.assign(w, { imp2: ids[target]!, redirect2: choice(redirect), successor2: choice(successor) });
        else Object.assign(w, { imp: ids[target]!, redirect: choice(redirect), successor: choice(successor) });
        const action: Row = { kind: 'imp', player: ids[imp], target: ids[target] };
        if (redirect >= 0 && (pinned || rng.chance(0.5))) action.redirect = ids[redirect];
        if ((starPass || successor >= 0) && (pinned || rng.chance(0.5))) {
          action.successor = choice(successor);
          if (successor >= 0 && rng.chance(0.5)) action.recluseDemon = roles[successor] === 'recluse';
        }
        return action;
      };
      /**
       * Game end at a night death (§4.6–4.7): no living Demon → good; two alive → evil (unless a
       * death's kernel `died` hook has ended it already: the first win stands).
       */
      const nightEnds = (): boolean => {
        if (winner) { /* ended by a died hook */ } else if (livingImps().length === 0) [winner, why] = ['good', 'no living Demon'];
        else if (aliveCount() <= 2) [winner, why] = ['evil', 'two alive'];
        return winner !== null;
      };
      // Who attacks is fixed as the Imps wake: a new Imp made tonight attacks from the next
      // night, and one killed by the first attack does not attack; nor does anyone once the
      // game has ended at the first attack's death.
      const imps = livingImps();
      imps.forEach((imp, i) => { if (alive[imp] && !nightEnds()) impActions.push(attack(imp, i > 0)); });
      lastNightDeaths = deaths;
      if (deathsForced) forcedDeaths.push(phases.length);
      if (nightEnds()) {
        // The game is over at once: nobody else wakes; the record ends with this night.
        endedAt = label;
        log.push(`${label}: ${winner} wins (${why})`);
        witnessNights.push(w);
        phases.push({ phase: 'night', number: k, deaths: deaths.map((d) => ids[d]), actions: actionsOf(w, impActions) });
        break;
      }

      const spyWakes = seats.some((i) => cur[i] === 'spy' && alive[i]);
      nightFacts.set(k, { aliveAfter: [...alive], executionDeath, deaths: [...deaths], spyWakes });
      // Ravenkeeper: wakes only on the night they die (§3.9).
      for (const victim of victims) {
        if (modelled('ravenkeeper') && shownTok[victim] === 'ravenkeeper' && (cur[victim] === 'ravenkeeper' || cur[victim] === 'drunk')) {
          wake(victim, 'ravenkeeper', k, () => { const t = other(victim); return characterInfo(t, { target: ids[t] }); });
        }
      }
      // Empath: nearest living neighbours after tonight's kill (§3.5).
      const empath = tokenSeat('empath');
      if (modelled('empath') && empath >= 0 && alive[empath]) wake(empath, 'empath', k, () => empathInfo(empath));
      // Fortune Teller.
      const ft = tokenSeat('fortune_teller');
      if (modelled('fortune_teller') && ft >= 0 && alive[ft]) wake(ft, 'fortune_teller', k, fortuneTellerInfo);
      // Undertaker: only after an execution death the previous day (§3.7); otherwise no information.
      const ut = tokenSeat('undertaker');
      if (modelled('undertaker') && ut >= 0 && alive[ut]) {
        if (executionDeath >= 0) wake(ut, 'undertaker', k, () => characterInfo(executionDeath, {}));
        else if (everyNight || rng.chance(0.3)) {
          pending.push({ seat: ut, night: k, real: true, row: { player: ids[ut], role: 'undertaker', night: k, targetRole: null, authenticity: 'good', mode: 'assumption' } });
        }
      }
      // Butler: another player, alive or dead.
      const master = new Map<number, number>();
      if (butlerSeat >= 0 && alive[butlerSeat]) {
        const m = other(butlerSeat);
        w.master = ids[m]!;
        master.set(butlerSeat, m);
        masterOfDay.set(k, m);
      }
      // Spy: only while still the Spy (§3.19).
      const spy = seats.find((i) => cur[i] === 'spy' && alive[i]) ?? -1;
      if (modelled('spy') && spy >= 0) wake(spy, 'spy', k, () => grimoireInfo(master));
      wakeGeneric(k, false, { diedTonight: deaths, executedDeath: executionDeath });
      witnessNights.push(w);
      phases.push({ phase: 'night', number: k, deaths: deaths.map((d) => ids[d]), actions: actionsOf(w, impActions) });
    }

    // ---------- DAY k ----------
    if (k === nights) {
      phases.push({ phase: 'day', number: k, events: [], ended: false });
      break;
    }
    const label = `D${k}`;
    executionDeath = -1;
    let executed = -1;
    let events: Row[];
    let completeVoting = false;
    if (opts.days) {
      const day = playDay(k, label);
      events = day.events;
      executed = day.executed;
      completeVoting = day.completeVoting;
      if (day.gameOver) {
        // Ended mid-day by a Slayer shot (§3.11, §4.6): the record stops here, and the day
        // is closed (ruling Q14: an open day says the game is going on). The draw that
        // once chose open or closed is kept so that seeded games stay as they were.
        endedAt = label;
        log.push(`${label}: ${winner} wins (${why})`);
        rng.chance(0.5);
        phases.push({ phase: 'day', number: k, events, ended: true });
        break;
      }
    } else {
      const dead = seats.filter((i) => !alive[i]);
      const r = rng.next();
      if (r < 0.3) executed = -1;
      else if (r < 0.4 && dead.length > 0) executed = rng.pick(dead);
      else if (r < 0.55) executed = rng.pick(interesting().filter((i) => alive[i]).concat(livingImps()));
      else executed = rng.pick(seats.filter((i) => alive[i]));
      events = executed >= 0 ? [{ kind: 'execution', player: ids[executed], mode: 'hard' }] : [];
    }
    /** The kernel's state by day after the execution. */
    const executedAt = (): Moment => ({ diedTonight: lastNightDeaths, executedDeath: executionDeath, executedToday: executed >= 0 });
    if (executed >= 0 && alive[executed]) {
      const before = aliveCount();
      alive[executed] = false;
      executionDeath = executed;
      log.push(`${label} ${ids[executed]} (${cur[executed]}) executed`);
      poisonEndsIfPoisonerGone();
      if (cur[executed] === 'imp') {
        // Scarlet Woman: alive, healthy, 5+ alive before the death (§3.20); good wins only when no Imp lives (Q13).
        impDied(before, label, executedAt());
        if (livingImps().length === 0) [winner, why] = ['good', 'Demon executed'];
      } else if (ownRules(cur[executed]!) && cur[executed] === 'saint' && poisoned !== executed) [winner, why] = ['evil', 'Saint executed'];
      else secondImpByDay(otherDied(executed, 'execution', before, label, executedAt()), k);
      if (!winner && aliveCount() <= 2) [winner, why] = ['evil', 'two alive'];
    } else if (executed >= 0) log.push(`${label} dead ${ids[executed]} executed`);
    else log.push(`${label} no execution`);
    if (!winner) {
      // The day ends, each living seat's rule in seat order (the first win stands): the
      // Mayor's, with 3 alive, no execution and a healthy Mayor (§3.13b, Q6); a character
      // without a model here, its kernel `dayEnd` hook.
      for (const i of seats) {
        if (winner || !alive[i]) continue;
        if (kernelHook(cur[i]!, 'dayEnd')) applyKernel(i, 'dayEnd', dayEndOutcome(kernelState(executedAt()), i), label);
        else if (cur[i] === 'mayor' && executed < 0 && aliveCount() === 3 && poisoned !== i) [winner, why] = ['good', 'Mayor'];
      }
      wonAtDayEnd = winner !== null;
    }
    if (winner) {
      endedAt = label;
      log.push(`${label}: ${winner} wins (${why})`);
      // A Mayor win happens as the day ends, an execution win mid-day; either way the day
      // is recorded closed (ruling Q14). The draw is kept for the seeded games, as above.
      const cv = completeVoting ? { completeVoting: true } : {};
      if (!(executed < 0 || completeVoting)) rng.chance(0.5);
      phases.push({ phase: 'day', number: k, events, ended: true, ...cv });
      break;
    }
    phases.push({ phase: 'day', number: k, events, ended: true, ...(completeVoting ? { completeVoting: true } : {}) });
  }

  // ============ TESTIMONY, EVIL LIES, SETUP INFO ============
  const recordedNights = phases.filter((p) => p.phase === 'night').map((p) => p.number as number);
  const evidence: Row[] = [];
  for (const i of seats) {
    const claim = evil[i] ? rng.pick(GOOD_CHARS.filter((t) => t !== 'drunk')) : shownTok[i]!;
    evidence.push({ kind: 'testimony', player: ids[i], role: claim, mode: 'assumption' });
    if (!evil[i] || (!everyNight && !rng.chance(0.5))) continue;
    // An evil player makes up reports for their claimed character (these constrain nothing).
    const range = !modelled(claim) ? recordedNights.filter((x) => inNightRange(NIGHTS_OF[claim], x))
      : ['washerwoman', 'librarian', 'investigator', 'chef'].includes(claim) ? [1]
      : claim === 'undertaker' || (claim === 'ravenkeeper' && !everyNight) ? recordedNights.filter((x) => x >= 2)
        : ['empath', 'fortune_teller'].includes(claim) ? recordedNights : [];
    for (const night of range) {
      if (pending.some((p) => p.seat === i && p.night === night) || (!everyNight && !rng.chance(0.6))) continue;
      const payload = arbitrary(claim);
      if (payload) pending.push({ seat: i, night, real: false, row: { player: ids[i], role: claim, night, ...payload, authenticity: 'good', mode: 'assumption' } });
    }
  }
  if (n >= 7 && rng.chance(0.5)) {
    // Demon info (§1.6; a healthy Spy/Recluse may register for the lists, Q4).
    const minionSeats = seats.filter((j) => MINIONS.includes(roles[j]!));
    const rec = roles.indexOf('recluse');
    evidence.push({
      kind: 'setupInfo', player: ids[roles.indexOf('imp')], team: 'Demon', mode: 'hard',
      minions: [...minionSeats.filter((j) => roles[j] !== 'spy' || rng.chance(0.6)), ...(rec >= 0 && rng.chance(0.2) ? [rec] : [])].map((j) => ids[j]),
      bluffs: rng.shuffle(GOOD_CHARS.filter((t) => !roles.includes(t))).slice(0, 3),
    });
  }
  if (n >= 7 && rng.chance(0.3)) {
    const minionSeats = seats.filter((j) => MINIONS.includes(roles[j]!));
    const rec = roles.indexOf('recluse');
    evidence.push({
      kind: 'setupInfo', player: ids[rng.pick(minionSeats)], team: 'Minion', mode: 'hard',
      demons: [roles.indexOf('imp'), ...(rec >= 0 && rng.chance(0.2) ? [rec] : [])].map((j) => ids[j]),
    });
  }
  if (pinned) {
    for (const i of seats) evidence.push({ kind: 'role', player: ids[i], role: roles[i], mode: 'hard' });
    if (drunkShown) evidence.push({ kind: 'shown', player: ids[roles.indexOf('drunk')], role: drunkShown, mode: 'hard' });
  } else {
    for (const i of rng.shuffle([...seats]).slice(0, opts.reveal ?? 0)) evidence.push({ kind: 'role', player: ids[i], role: roles[i], mode: 'hard' });
    if (rng.chance(0.5)) {
      const i = rng.int(n);
      evidence.push({ kind: 'alignment', player: ids[i], alignment: evil[i] ? 'evil' : 'good', mode: 'hard' });
    }
  }

  // Reports: a player's only report of a nightly character may leave its night open (at
  // most one report per player and wake, so a null night needs no other report of theirs).
  const reports: Row[] = [];
  const reportNights: Record<string, number | null> = {};
  rng.shuffle(pending);
  for (const p of pending) {
    const only = pending.filter((q) => q.seat === p.seat).length === 1;
    if (!everyNight && only && ['empath', 'fortune_teller', 'spy'].includes(p.row.role as string) && rng.chance(0.35)) p.row.night = null;
    reportNights[String(reports.length)] = p.real ? p.night : null;
    reports.push(p.row);
  }

  const limits = { maxResults: 2000, maxNodes: 5_000_000, maxMs: 20_000 };
  const input: Row = {
    schema: 'botc-temporal-v1',
    players: ids.map((id) => ({ id, name: id.toUpperCase() })),
    evidence, reports, phases, limits,
  };

  // Mutants (pinned mode): one forced fact made false each.
  const mutants: { what: string; input: Row }[] = [];
  if (pinned) {
    const copy = (): Row & { reports: Row[]; phases: Row[] } => structuredClone(input) as Row & { reports: Row[]; phases: Row[] };
    pending.forEach((p, idx) => {
      if (!p.wrong || p.row.night === null) return;
      const m = copy();
      Object.assign(m.reports[idx]!, p.wrong.patch);
      mutants.push({ what: `reports[${idx}] (${p.row.role} ${p.row.player} N${p.night}): ${p.wrong.what}`, input: m });
    });
    // Wakes that did not happen (good players' reports bind): a dead Empath / Fortune Teller,
    // an Undertaker without an execution death, a Ravenkeeper who did not die that night,
    // a Spy who is dead or no longer the Spy (an authentic report needs a real wake).
    pending.forEach((p, idx) => {
      if (!p.real || evil[p.seat] || p.row.night === null || !['empath', 'fortune_teller'].includes(p.row.role as string)) return;
      const deadThen = [...nightFacts].filter(([j, f]) => !f.aliveAfter[p.seat] && !pending.some((q) => q.seat === p.seat && q.night === j));
      if (deadThen.length === 0) return;
      const [j] = rng.pick(deadThen);
      const m = copy();
      m.reports[idx]!.night = j;
      mutants.push({ what: `reports[${idx}] (${p.row.role} ${p.row.player}): night ${p.night} → ${j}, when they are dead`, input: m });
    });
    const ut = tokenSeat('undertaker');
    const noExecution = [...nightFacts].filter(([, f]) => f.executionDeath < 0 && ut >= 0 && f.aliveAfter[ut]);
    if (noExecution.length > 0) {
      const [j] = rng.pick(noExecution);
      const m = copy();
      m.reports = m.reports.filter((r) => !(r.player === ids[ut] && r.night === j));
      m.reports.push({ player: ids[ut], role: 'undertaker', night: j, targetRole: rng.pick(ALL_CHARS), authenticity: 'good', mode: 'assumption' });
      mutants.push({ what: `undertaker ${ids[ut]} learns a character on N${j}, after a day without an execution death`, input: m });
    }
    const rk = tokenSeat('ravenkeeper');
    const survived = [...nightFacts].filter(([j, f]) => rk >= 0 && !f.deaths.includes(rk) && !pending.some((q) => q.seat === rk && q.night === j));
    if (survived.length > 0) {
      const [j] = rng.pick(survived);
      const m = copy();
      m.reports.push({ player: ids[rk], role: 'ravenkeeper', night: j, target: ids[rng.int(n)], targetRole: rng.pick(ALL_CHARS), authenticity: 'good', mode: 'assumption' });
      mutants.push({ what: `ravenkeeper ${ids[rk]} learns a character on N${j}, a night they did not die`, input: m });
    }
    const spy = roles.indexOf('spy');
    const noSpy = [...nightFacts].filter(([j, f]) => spy >= 0 && !f.spyWakes && !pending.some((q) => q.seat === spy && (q.night === j || q.row.night === null)));
    if (noSpy.length > 0) {
      const [j] = rng.pick(noSpy);
      const m = copy();
      m.reports.push({ player: ids[spy], role: 'spy', night: j, grimoire: { [ids[spy]!]: { alive: alive[spy] } }, authenticity: 'authentic', mode: 'assumption' });
      mutants.push({ what: `authentic spy report by ${ids[spy]} on N${j}, when they are no longer a living Spy`, input: m });
    }
    if (winner) {
      // Nothing can be recorded after the game ended (rulings, "Game already over").
      const m = copy();
      const last = m.phases[m.phases.length - 1]! as Row & { number: number };
      if (last.phase === 'night') m.phases.push({ phase: 'day', number: last.number, events: [], ended: false });
      else { last.ended = true; m.phases.push({ phase: 'night', number: last.number + 1, deaths: [] }); }
      mutants.push({ what: `a phase after the game ended at ${endedAt}`, input: m });
      if (last.phase === 'day' && !wonAtDayEnd) {
        // Ruling Q14: the day the game ended on mid-day, left open, says the game goes on
        // (a Mayor's win comes as the day ends: left open, that day has not ended; so does a
        // win of a kernel dayEnd hook).
        const open = copy();
        (open.phases[open.phases.length - 1] as { ended: boolean }).ended = false;
        mutants.push({ what: `the day the game ended on (${endedAt}) recorded as still open`, input: open });
      }
    }
    for (const at of forcedDeaths) {
      const night = phases[at]! as { number: number; deaths: string[] };
      const m = copy();
      const list = (m.phases[at] as { deaths: string[] }).deaths;
      const living = ids.filter((id) => !night.deaths.includes(id) && (alive[ids.indexOf(id)] || rng.chance(0.2)));
      if (list.length > 0 && (rng.chance(0.5) || living.length === 0)) list.splice(rng.int(list.length), 1);
      else if (living.length > 0) list.push(rng.pick(living));
      else continue;
      mutants.push({ what: `N${night.number} deaths [${night.deaths.join(',')}] → [${list.join(',')}]`, input: m });
    }
  }

  return {
    n, roles, drunkShown, redHerring, winner, endedAt, log, input, mutants,
    unusual: [...unusual].sort(),
    finalRoles: Object.fromEntries(cur.map((r, i) => [ids[i], r])) as Record<string, RoleId>,
    alive: Object.fromEntries(alive.map((a, i) => [ids[i], a])),
    witness: {
      assignments: Object.fromEntries(roles.map((r, i) => [ids[i], r])) as Record<string, RoleId>,
      drunkShownRole: drunkShown, redHerring: redHerring === null ? null : ids[redHerring]!,
      nights: witnessNights, reportNights,
      ...(witnessDays.length > 0 ? { days: witnessDays } : {}),
    },
  };
}
