/**
 * What the step-level differential test reached: the rules that some compared step
 * exercised, read from the TypeScript kernel's effects of that step (src/kernel/effects.ts)
 * and the states around it. Only steps both kernels accepted count (their states were
 * compared field by field); failing steps are counted apart.
 */
import type { Game, GamePhase } from '../../src/model/game.ts';
import type { Effect } from '../../src/kernel/effects.ts';
import { isFreeLie } from '../../src/kernel/reports.ts';
import { livingSeatOf, type State } from '../../src/kernel/state.ts';
import type { NightChoices } from '../../src/kernel/world.ts';
import { REPORT_ROLES } from '../../src/model/report-rules.ts';
import { R, roleCode } from '../../src/rules/roles.ts';

/** The rules the test must reach, by the name its assertion gives. */
export const RULES = [
  'star-pass (a becomeImp after the Imp\'s own death at night)',
  'Scarlet Woman takeover',
  'Virgin trigger (a triggered nomination executes the nominator)',
  'Mayor redirect (redirect >= 0 with the Mayor attacked)',
  'Mayor win (good wins by day with the Imp alive)',
  'Slayer kill',
  'Saint execution',
  'Soldier block',
  'Monk block',
  'Butler vote (a living healthy Butler on a ballot whose hands at their turn are recorded)',
  'ghost vote',
  'poison on an information character that wakes with a report',
  'Ravenkeeper wake',
  'Undertaker wake (learns the executed player\'s character)',
  'Spy grimoire report (a healthy Spy\'s grimoire checked)',
  'game end: good wins',
  'game end: evil wins',
  'failing night step (verdicts compared)',
  'failing day step (verdicts compared)',
  'floating report placed',
] as const;
export type Rule = (typeof RULES)[number];

export type Counts = Record<Rule, number>;

export function emptyCounts(): Counts {
  return Object.fromEntries(RULES.map((r) => [r, 0])) as Counts;
}

/** The rules named in RULES that no step reached. */
export function unreached(c: Counts): Rule[] {
  return RULES.filter((r) => c[r] === 0);
}

/** One compared step, as the TypeScript kernel played it. */
export interface StepFacts {
  game: Game;
  phase: GamePhase;
  /** The night's choices (null: a day). */
  choices: NightChoices | null;
  pre: State;
  post: State;
  effects: Effect[];
  /** Reports whose character woke tonight (StepIO.woke). */
  woke: Set<number>;
  /** Reports that had to hold tonight (StepIO.required). */
  required: Set<number>;
  /** Floating reports placed tonight (StepIO.held). */
  held: Set<number>;
  /** The TypeScript kernel accepted the step (and so did the WASM one). */
  ok: boolean;
}

/** Role codes of the information characters (the role table's `info` rows). */
const INFO_ROLES = new Set<number>(REPORT_ROLES.map(roleCode));

/** Add what one compared step reached to `c`. */
export function countStep(c: Counts, f: StepFacts): void {
  const night = f.phase.phase === 'night';
  if (!f.ok) {
    c[night ? 'failing night step (verdicts compared)' : 'failing day step (verdicts compared)']++;
    return;
  }
  const { pre, post, effects } = f;
  const hit = (rule: Rule) => { c[rule]++; };
  effects.forEach((e, k) => {
    if (e.kind === 'becomeImp') {
      if (pre.roles[e.seat] === R.SCARLET_WOMAN) hit('Scarlet Woman takeover');
      const impDied = effects.slice(0, k).some((d) => d.kind === 'die' && d.cause === 'demon' && pre.roles[d.seat] === R.IMP);
      if (night && impDied) hit('star-pass (a becomeImp after the Imp\'s own death at night)');
    } else if (e.kind === 'die') {
      if (e.cause === 'slayer') hit('Slayer kill');
      if (e.cause === 'execution' && pre.roles[e.seat] === R.SAINT) hit('Saint execution');
    } else if (e.kind === 'ghostVote') hit('ghost vote');
    else if (e.kind === 'win') hit(e.team === 'good' ? 'game end: good wins' : 'game end: evil wins');
  });
  if (f.held.size > 0) hit('floating report placed');

  if (f.phase.phase === 'day') {
    if (post.winner === 'good' && !pre.winner && livingSeatOf(post, R.IMP) >= 0) hit('Mayor win (good wins by day with the Imp alive)');
    for (const e of f.phase.events) {
      if (e.kind === 'nomination' && e.triggered && effects.some((x) => x.kind === 'executed' && x.seat === e.seat)) {
        hit('Virgin trigger (a triggered nomination executes the nominator)');
      }
      if (e.kind === 'ballot') {
        const butler = e.voters.some((v) => pre.roles[v] === R.BUTLER && pre.alive[v] && post.alive[v] &&
          pre.poisoned !== v && post.poisoned !== v && (e.qualifying?.has(v) ?? false));
        if (butler) hit('Butler vote (a living healthy Butler on a ballot whose hands at their turn are recorded)');
      }
    }
    return;
  }

  const ch = f.choices!;
  const imp = livingSeatOf(pre, R.IMP);
  const t = ch.imp;
  if (imp >= 0 && t >= 0 && t !== imp && pre.alive[t] && post.poisoned !== imp && !post.diedTonight.includes(t)) {
    if (post.protectedSeat === t) hit('Monk block');
    else if (pre.roles[t] === R.SOLDIER && post.poisoned !== t) hit('Soldier block');
  }
  if (imp >= 0 && t >= 0 && ch.redirect >= 0 && pre.roles[t] === R.MAYOR) hit('Mayor redirect (redirect >= 0 with the Mayor attacked)');

  const reports = f.game.reports;
  // Reports checked and found to hold: the required ones woken (the step is ok), the floating ones placed.
  const held = [...f.woke].filter((i) => f.required.has(i) || f.held.has(i));
  for (const e of effects) {
    if (e.kind !== 'poison' || !INFO_ROLES.has(pre.roles[e.seat]!)) continue;
    if (held.some((i) => reports[i]!.seat === e.seat && reports[i]!.role === pre.roles[e.seat])) {
      hit('poison on an information character that wakes with a report');
    }
  }
  for (const i of held) {
    const r = reports[i]!;
    if (isFreeLie(pre, r)) continue;
    if (r.role === R.RAVENKEEPER && post.diedTonight.includes(r.seat)) hit('Ravenkeeper wake');
    if (r.role === R.UNDERTAKER && pre.roles[r.seat] === R.UNDERTAKER && pre.executedDeath >= 0 && pre.alive[r.seat] &&
      r.targetRole !== null && r.targetRole !== undefined) hit('Undertaker wake (learns the executed player\'s character)');
    if (r.role === R.SPY && pre.roles[r.seat] === R.SPY && post.poisoned !== r.seat && (r.grimoire?.size ?? 0) > 0) {
      hit('Spy grimoire report (a healthy Spy\'s grimoire checked)');
    }
  }
}
