/**
 * The candidate choices of one night, as both searches enumerate them. Choices no
 * active row can observe are narrowed to representatives (the candidate set is
 * unchanged, only the example witness is canonical):
 * - poison: every seat whose poisoning could matter that night or the next day
 *   (poisonRelevance), plus one seat for "anyone else";
 * - Monk: the Imp's target (to block it) and one other seat, unless observed;
 * - Butler: one master, unless observed that night;
 * - the Imp's target and a Mayor's redirect: with recorded deaths, only seats that can
 *   explain them (not with two Imps: either attack may kill nobody);
 * - recorded actions pin their choice.
 */
import { CHARACTERS } from '../../rules/characters/index.ts';
import { unusualBit, type UnusualRuling } from '../../compile/codes.ts';
import { R, ROLE_IDS, isEvilCode } from '../../rules/roles.ts';
import type { Game, GamePhase } from '../../model/game.ts';
import { actsAs, livingImps, livingSeatOf, type State } from '../../kernel/state.ts';

type Night = Extract<GamePhase, { phase: 'night' }>;

const seats = (s: State) => Array.from({ length: s.n }, (_, x) => x);

export function pinned(phase: Night, kind: 'poison' | 'monk' | 'imp' | 'butler'): number | undefined {
  return phase.actions.find((a) => a.kind === kind)?.target;
}

/**
 * Seats whose poisoning on night `night` a row can observe: the reporters and the Spy's
 * grimoire `poisoned` entries of that night's reports and of open-night ones. Poison
 * lasts until the next dusk, so other nights' reports cannot see it.
 */
export function poisonObserved(game: Game, night: number): Set<number> {
  const observed = new Set<number>();
  for (const r of game.reports) {
    if (r.night !== null && r.night !== night) continue;
    observed.add(r.seat);
    if (r.grimoire) for (const [x, g] of r.grimoire) if (g.poisoned !== undefined) observed.add(x);
  }
  return observed;
}

const maskOf = (seats: Iterable<number>) => [...seats].reduce((m, x) => m | (1 << x), 0);

/**
 * Where poisoning can change anything on the night at `phaseIndex`: for each character
 * (role code), the seats (mask) at which poisoning its holder could change that night or
 * the next day (poison lasts until the next dusk). A poisoned character only loses its
 * ability, so this is where an ability could act:
 * - the Imp, the Monk (nights after the first: they attack and protect), the Soldier where
 *   the Imp may strike, the Mayor (the attack, or the next day ending without an
 *   execution), the Scarlet Woman (the Imp may die tonight or the next day);
 * - the Spy and the Recluse when a report or the next day's Slayer shot or nomination
 *   checks registration (the Recluse also when a star-pass may come);
 * - the Saint executed, the Virgin nominated, the Slayer shooting, the Butler voting the
 *   next day;
 * - any seat a row can observe (poisonObserved);
 * - anywhere, for a character not narrowed here whose seat hooks poison could change.
 * Both searches narrow the Poisoner's choice with it (compile/program.ts carries it).
 */
export function poisonRelevance(game: Game, phaseIndex: number): number[] {
  const phase = game.phases[phaseIndex]! as Night;
  const all = (1 << game.n) - 1;
  const next = game.phases[phaseIndex + 1];
  const events = next?.phase === 'day' ? next.events : [];
  const executed = maskOf(events.flatMap((e) => (e.kind === 'execution' || (e.kind === 'nomination' && e.triggered) ? [e.seat] : [])));
  const nominated = maskOf(events.flatMap((e) => (e.kind === 'nomination' ? [e.target] : [])));
  const shooters = maskOf(events.flatMap((e) => (e.kind === 'slayer' ? [e.seat] : [])));
  const voters = maskOf(events.flatMap((e) => (e.kind === 'ballot' ? e.voters : [])));
  const killing = events.some((e) => e.kind === 'execution' || e.kind === 'slayer' || (e.kind === 'nomination' && e.triggered));
  const mayorDay = next?.phase === 'day' && next.ended && executed === 0;
  const attack = phase.number > 1;
  const registration = game.reports.some((r) => r.night === null || r.night === phase.number) ||
    events.some((e) => e.kind === 'slayer' || e.kind === 'nomination');
  const deaths = phase.deaths;
  const struck = !attack ? 0 : deaths === null || deaths.length === 0 ? all : maskOf(deaths);
  const out = new Array<number>(ROLE_IDS.length).fill(0);
  const set = (role: number, mask: number) => { out[role] = mask; };
  set(R.IMP, attack ? all : 0);
  set(R.MONK, attack ? all : 0);
  set(R.SOLDIER, struck);
  set(R.MAYOR, attack || mayorDay ? all : 0);
  set(R.SCARLET_WOMAN, attack || killing ? all : 0);
  set(R.SPY, registration ? all : 0);
  set(R.RECLUSE, registration || attack ? all : 0);
  set(R.SAINT, executed);
  set(R.VIRGIN, nominated);
  set(R.SLAYER, shooters);
  set(R.BUTLER, voters);
  // A character not narrowed above whose ability the engine asks of its seat (a hook
  // other than its night step and its information): its poisoning may matter anywhere.
  // Today every such character is narrowed above; this keeps a new one sound.
  ROLE_IDS.forEach((id, code) => {
    if (!TUNED.has(code) && Object.keys(CHARACTERS[id]).some((hook) => SEAT_HOOKS.has(hook))) out[code] = all;
  });
  const observed = maskOf(poisonObserved(game, phase.number));
  return out.map((m) => m | observed);
}

/** Characters whose poison relevance poisonRelevance narrows by hand. */
const TUNED = new Set([R.IMP, R.MONK, R.SOLDIER, R.MAYOR, R.SCARLET_WOMAN, R.SPY, R.RECLUSE, R.SAINT, R.VIRGIN, R.SLAYER, R.BUTLER]);
/** Hooks through which poison on a seat can change what happens to it or what it does (src/kernel/hooks.ts, registration). */
const SEAT_HOOKS = new Set(['registers', 'attacked', 'died', 'demonDeath', 'nominated', 'nominatedUnrecorded', 'shoots', 'votes', 'dayEnd']);

const relevanceCache = new WeakMap<Game, Map<number, number[]>>();

/** Seats the Poisoner may usefully choose tonight, or [-1] when no Poisoner acts. */
export function poisonChoices(game: Game, s: State, phase: Night): number[] {
  if (livingSeatOf(s, R.POISONER) < 0) return [-1];
  const fixed = pinned(phase, 'poison');
  if (fixed !== undefined) return [fixed];
  let byPhase = relevanceCache.get(game);
  if (!byPhase) relevanceCache.set(game, (byPhase = new Map()));
  const index = game.phases.indexOf(phase);
  let relevance = byPhase.get(index);
  if (!relevance) byPhase.set(index, (relevance = poisonRelevance(game, index)));
  const matters = (x: number) => ((relevance[s.roles[x]!]! >> x) & 1) === 1;
  const out = seats(s).filter(matters);
  const other = seats(s).find((x) => !matters(x));
  if (other !== undefined) out.push(other);
  return out.sort((a, b) => a - b);
}

/** The recorded action of the Imp at `imp` tonight, if any. */
function impAction(phase: Night, imp: number) {
  return phase.actions.find((a) => a.kind === 'imp' && a.seat === imp) as Extract<Night['actions'][number], { kind: 'imp' }> | undefined;
}

/**
 * The recorded deaths that narrow an attack's target and redirect tonight: with one Imp its
 * attack caused them all; with two (ruling Q13) either attack may kill nobody while the
 * other explains them, so they narrow neither (null).
 */
function deathsOfAttack(s: State, phase: Night): number[] | null {
  return livingImps(s).length > 1 ? null : phase.deaths;
}

/**
 * Seats the Imp at `imp` may attack, or [-1] on night 1 or when it does not attack. Only an
 * Imp kills at night, and only its target, a living Mayor's redirect or the Imp itself (its
 * target too) can die: with recorded deaths that one Imp's attack caused, the target is one
 * of them or a living Mayor. `mayNotAttack`: -1 is offered too (a second Imp killed by the
 * first Imp's attack does not attack).
 */
export function impChoices(s: State, phase: Night, imp: number, mayNotAttack = false): number[] {
  if (phase.number === 1 || imp < 0) return [-1];
  const none = mayNotAttack ? [-1] : [];
  const fixed = impAction(phase, imp)?.target;
  if (fixed !== undefined) return [...none, fixed];
  const deaths = deathsOfAttack(s, phase);
  if (!deaths || deaths.length === 0) return [...none, ...seats(s)];
  return [...none, ...seats(s).filter((x) => deaths.includes(x) || (s.roles[x] === R.MAYOR && s.alive[x]))];
}

/**
 * Where a healthy Mayor's death may go (-1: the Mayor dies), given the target of the Imp at
 * `imp`; with recorded deaths that one Imp's attack caused, only to one of them.
 */
export function redirectChoices(s: State, phase: Night, imp: number, target: number): number[] {
  if (target < 0 || s.roles[target] !== R.MAYOR || !s.alive[target]) return [-1];
  const fixed = impAction(phase, imp)?.redirect;
  if (fixed !== undefined) return [fixed];
  const deaths = deathsOfAttack(s, phase);
  const mayDie = (x: number) => !deaths || deaths.length === 0 || deaths.includes(x);
  return [-1, ...seats(s).filter((x) => x !== target && mayDie(x))];
}

/**
 * Which unusual rulings a history search may rely on (a mask, src/compile/codes.ts), and
 * whether a choice resting on one was left out (then a search that found nothing is
 * tried again with them allowed).
 */
export interface UnusualPolicy {
  allowed: number;
  skipped: boolean;
}

/** Whether the policy allows `ruling`; notes a choice left out when it does not. */
function allows(unusual: UnusualPolicy, ruling: UnusualRuling): boolean {
  if ((unusual.allowed & unusualBit(ruling)) !== 0) return true;
  unusual.skipped = true;
  return false;
}

/**
 * Who may become the Imp at the death the attack of the Imp at `imp` causes (-1 first:
 * nobody, or no such death). A star-pass (the Imp itself dies of it): living evil players,
 * and a living Recluse only where the policy allows a Recluse to catch it (ruling Q3). A
 * living Recluse's death: the living Scarlet Woman, where the policy allows her to take
 * over from a Recluse (ruling Q13). Both rulings are unusual.
 */
export function successorChoices(s: State, phase: Night, imp: number, target: number, redirect: number, unusual: UnusualPolicy): number[] {
  if (imp < 0 || target < 0) return [-1];
  const dying = target === imp ? imp : s.roles[target] === R.MAYOR && redirect >= 0 ? redirect : target;
  const recluse = (x: number) => s.roles[x] === R.RECLUSE;
  let offered: number[];
  if (dying === imp) {
    offered = seats(s).filter((x) => x !== imp && s.alive[x] && (recluse(x) || isEvilCode(s.roles[x]!)) &&
      (!recluse(x) || allows(unusual, 'recluse_star_pass')));
  } else if (recluse(dying) && s.alive[dying]) {
    const sw = livingSeatOf(s, R.SCARLET_WOMAN);
    offered = sw >= 0 && allows(unusual, 'scarlet_woman_recluse') ? [sw] : [];
  } else return [-1];
  const fixed = impAction(phase, imp)?.successor;
  if (fixed !== undefined) return fixed === null ? [-1] : offered.includes(fixed) || fixed === -1 ? [fixed] : [];
  return [-1, ...offered];
}

/**
 * The Monk's choices (or the Drunk shown the Monk's), given tonight's attacks: protecting
 * a target, a redirect's target or an Imp can change the night; any other seat is
 * represented by one.
 */
export function monkChoices(game: Game, s: State, phase: Night, strikes: readonly { target: number; redirect: number }[]): number[] {
  if (phase.number === 1) return [-1];
  let monk = -1;
  for (let x = 0; x < s.n; x++) if (s.alive[x] && actsAs(s, x, R.MONK)) monk = x;
  if (monk < 0) return [-1];
  const fixed = pinned(phase, 'monk');
  if (fixed !== undefined) return [fixed];
  const observed = game.reports.some((r) => r.grimoire && [...r.grimoire.values()].some((g) => g.protected !== undefined));
  const legal = seats(s).filter((x) => x !== monk);
  if (observed) return legal;
  const imps = seats(s).filter((x) => s.alive[x] && s.roles[x] === R.IMP);
  const meaningful = [...strikes.flatMap((k) => [k.target, k.redirect]), ...imps]
    .filter((x, i, all) => x >= 0 && legal.includes(x) && all.indexOf(x) === i);
  const other = legal.find((x) => !meaningful.includes(x));
  return [...meaningful, ...(other !== undefined ? [other] : [])].sort((a, b) => a - b);
}

/**
 * The day's choices of a successor: -1, and the living Scarlet Woman where a living
 * Recluse may die today (a recorded execution, Slayer shot or Virgin's nomination) and
 * the policy allows her to take over from a Recluse (ruling Q13, unusual).
 */
export function daySuccessorChoices(s: State, phase: Extract<GamePhase, { phase: 'day' }>, unusual: UnusualPolicy): number[] {
  const sw = livingSeatOf(s, R.SCARLET_WOMAN);
  const recluse = livingSeatOf(s, R.RECLUSE);
  if (sw < 0 || recluse < 0) return [-1];
  const deathToday = phase.events.some((e) => e.kind === 'execution' || (e.kind === 'slayer' && e.killed) || (e.kind === 'nomination' && e.triggered));
  return deathToday && allows(unusual, 'scarlet_woman_recluse') ? [-1, sw] : [-1];
}

/**
 * The Virgins whose ability a nomination nobody recorded may have spent on the day at
 * `phaseIndex` (-1 first: none): on a day without complete voting, a living Virgin with
 * her ability unspent, where a row can tell — a recorded nomination of her that day or
 * later, or a Spy's grimoire entry on her ability.
 */
export function dayVirginChoices(game: Game, s: State, phaseIndex: number): number[] {
  const phase = game.phases[phaseIndex]!;
  if (phase.phase !== 'day' || phase.completeVoting) return [-1];
  const v = livingSeatOf(s, R.VIRGIN);
  if (v < 0 || s.usedVirgin[v] || phase.events.some((e) => e.kind === 'nomination' && e.target === v)) return [-1];
  return virginObserved(game, phaseIndex).has(v) ? [-1, v] : [-1];
}

const virginCache = new WeakMap<Game, Map<number, Set<number>>>();

/** Seats whose Virgin ability a row can see from the day at `phaseIndex` on: nominated that day or later, or in a grimoire's `usedVirgin`. */
export function virginObserved(game: Game, phaseIndex: number): Set<number> {
  let byPhase = virginCache.get(game);
  if (!byPhase) virginCache.set(game, (byPhase = new Map()));
  let seen = byPhase.get(phaseIndex);
  if (!seen) {
    seen = new Set<number>();
    for (const p of game.phases.slice(phaseIndex)) {
      if (p.phase === 'day') for (const e of p.events) if (e.kind === 'nomination') seen.add(e.target);
    }
    for (const r of game.reports) if (r.grimoire) for (const [x, g] of r.grimoire) if (g.usedVirgin !== undefined) seen.add(x);
    byPhase.set(phaseIndex, seen);
  }
  return seen;
}

/**
 * Can any row tell the master the Butler chooses on the night at `phaseIndex`? Only that
 * night's Spy grimoire (a report of that night, or of an open night) and the ballots
 * (qualifying hands) of the day after it: by the next night the Butler chooses again, or
 * is dead and has none.
 */
export function masterObserved(game: Game, phaseIndex: number): boolean {
  const night = game.phases[phaseIndex]!.number;
  if (game.reports.some((r) => (r.night === null || r.night === night) && r.grimoire &&
    [...r.grimoire.values()].some((g) => g.master !== undefined))) return true;
  for (let i = phaseIndex + 1; i < game.phases.length; i++) {
    const p = game.phases[i]!;
    if (p.phase !== 'day') break;
    if (p.events.some((e) => e.kind === 'ballot' && e.qualifying !== null)) return true;
  }
  return false;
}

/**
 * The Butler's choices of master. A Butler alive at dusk may be killed before they wake,
 * so after night 1 "no choice" (-1) is offered too; the night step keeps the one that fits.
 */
export function masterChoices(game: Game, s: State, phase: Night): number[] {
  const butler = livingSeatOf(s, R.BUTLER);
  if (butler < 0) return [-1];
  const mayDie = phase.number > 1 && livingSeatOf(s, R.IMP) >= 0 ? [-1] : [];
  const fixed = pinned(phase, 'butler');
  if (fixed !== undefined) return [fixed, ...mayDie];
  const legal = seats(s).filter((x) => x !== butler);
  const observed = masterObserved(game, game.phases.indexOf(phase));
  return [...(observed ? legal : legal.slice(0, 1)), ...mayDie];
}
