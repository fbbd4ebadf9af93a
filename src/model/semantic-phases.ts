/**
 * Semantic checks of the recorded history (`phases`): strict N1, D1, N2, D2… order,
 * only the last phase may be an open day, ids in deaths / night actions / day events,
 * night actions a character can actually take, and no public event after the day's
 * execution (rulings: phase shapes, Q12).
 */
import type { PathSegment } from '../contract/json-path.ts';
import { describe } from '../contract/errors.ts';
import { intOf, isActiveRow, isObject, listOf, textOf } from './json-view.ts';
import type { JsonObject } from './json-view.ts';
import type { Ctx } from './semantic-context.ts';
import { checkPlayer, checkPlayerList, fail, p, withArticle } from './semantic-context.ts';

/** Check the whole `phases` list. */
export function checkPhases(ctx: Ctx, value: unknown): void {
  const list = listOf(value);
  if (!list) return;
  checkOrder(ctx, list);
  list.forEach((row, i) => {
    if (!isObject(row)) return;
    const at = ['phases', i];
    if (row.phase === 'night') checkNight(ctx, row, at);
    else if (row.phase === 'day') checkDay(ctx, row, at);
  });
}

/** N1, D1, N2, D2… from night 1 without gaps; every day but the last phase ended. */
function checkOrder(ctx: Ctx, list: readonly unknown[]): void {
  if (list.length === 0) {
    fail(ctx, 'bad_phases', ['phases'], '$.phases is empty; the history must start with night 1');
    return;
  }
  for (let i = 0; i < list.length; i++) {
    const row = list[i];
    const phase = isObject(row) ? row.phase : undefined;
    const number = isObject(row) ? intOf(row.number) : null;
    if ((phase !== 'night' && phase !== 'day') || number === null) return; // schema error already
    const wantPhase = i % 2 === 0 ? 'night' : 'day';
    const wantNumber = Math.floor(i / 2) + 1;
    if (phase !== wantPhase) {
      fail(ctx, 'bad_phases', ['phases', i, 'phase'],
        `${p(['phases', i, 'phase'])} is ${describe(phase)}, but phases must alternate N1, D1, N2, D2…; expected ${wantPhase} ${wantNumber} here`);
      return;
    }
    if (number !== wantNumber) {
      fail(ctx, 'bad_phases', ['phases', i, 'number'],
        `${p(['phases', i, 'number'])} is ${number}, but phases must run N1, D1, N2, D2… without gaps; expected ${wantPhase} ${wantNumber} here`);
      return;
    }
    if (phase === 'day' && isObject(row) && row.ended === false && i < list.length - 1) {
      fail(ctx, 'bad_phases', ['phases', i, 'ended'],
        `${p(['phases', i, 'ended'])} is false, but later phases follow day ${number}; only the last phase may be an open day`);
    }
  }
}

function checkNight(ctx: Ctx, row: JsonObject, at: readonly PathSegment[]): void {
  checkPlayerList(ctx, row.deaths, [...at, 'deaths']);
  const actions = listOf(row.actions);
  if (!actions) return;
  const number = intOf(row.number);
  const seen = new Map<string, number>();
  actions.forEach((action, j) => {
    if (!isObject(action)) return;
    const here = [...at, 'actions', j];
    checkAction(ctx, action, here, number);
    const kind = textOf(action.kind);
    const player = textOf(action.player);
    if (kind === null || player === null || action.enabled === false) return;
    const key = `${kind}\u0000${player}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      fail(ctx, 'duplicate_record', here,
        `${p(here)} is a second ${kind} action by ${describe(player)} on this night (the first is ${p([...at, 'actions', earlier])}); each character acts once per night`);
    } else seen.set(key, j);
  });
}

const ACTOR: Record<string, string> = { poison: 'Poisoner', monk: 'Monk', butler: 'Butler', imp: 'Imp' };

function checkAction(ctx: Ctx, action: JsonObject, at: readonly PathSegment[], night: number | null): void {
  const player = checkPlayer(ctx, action.player, [...at, 'player']);
  const target = checkPlayer(ctx, action.target, [...at, 'target']);
  checkPlayer(ctx, action.redirect, [...at, 'redirect']);
  checkPlayer(ctx, action.successor, [...at, 'successor']);
  const kind = textOf(action.kind);
  if (kind === null || !(kind in ACTOR)) return;
  if ((kind === 'monk' || kind === 'imp') && night === 1) {
    fail(ctx, 'out_of_range', at,
      `${p(at)} is ${withArticle(kind)} action on night 1, but the ${ACTOR[kind]} does not act on the first night`);
  }
  if ((kind === 'monk' || kind === 'butler') && player >= 0 && player === target) {
    fail(ctx, 'out_of_range', [...at, 'target'],
      `${p([...at, 'target'])} is ${describe(action.target)}, the acting player; the ${ACTOR[kind]} must choose another player`);
  }
}

/** Events that end the day's public business once an execution has happened. */
function endsDay(event: JsonObject): boolean {
  return event.kind === 'execution' || (event.kind === 'nomination' && event.triggered === true);
}

function checkDay(ctx: Ctx, row: JsonObject, at: readonly PathSegment[]): void {
  const events = listOf(row.events);
  if (!events) return;
  let executedAt: number | null = null;
  events.forEach((event, j) => {
    if (!isObject(event)) return;
    const here = [...at, 'events', j];
    checkEvent(ctx, event, here);
    if (!isActiveRow(event)) return;
    if (executedAt !== null && typeof event.kind === 'string' && event.kind in ENDED_KINDS) {
      fail(ctx, 'bad_phases', here,
        `${p(here)} is ${withArticle(event.kind)} after this day's execution (${p([...at, 'events', executedAt])}); once someone is executed the day is over and nothing more can be recorded`);
    } else if (executedAt === null && endsDay(event)) {
      executedAt = j;
    }
  });
}

const ENDED_KINDS = { execution: true, slayer: true, nomination: true, ballot: true };

function checkEvent(ctx: Ctx, event: JsonObject, at: readonly PathSegment[]): void {
  checkPlayer(ctx, event.player, [...at, 'player']);
  checkPlayer(ctx, event.target, [...at, 'target']);
  checkPlayer(ctx, event.nominee, [...at, 'nominee']);
  checkPlayerList(ctx, event.voters, [...at, 'voters']);
  const qualifying = event.qualifying;
  if (!isObject(qualifying)) return;
  for (const [voter, hands] of Object.entries(qualifying)) {
    const here = [...at, 'qualifying', voter];
    if (ctx.seats && !ctx.seats.has(voter)) {
      fail(ctx, 'unknown_player', here, `${p(here)}: ${describe(voter)} is not a seated player id`);
    }
    checkPlayerList(ctx, hands, here);
  }
}
