/**
 * Effects: the only way state changes. Steps and character hooks read the state through
 * a read-only view (`StateView`) and emit effects; `applyEffect` is the single writer,
 * and a replay's log is the list of effects (text is made from it only for display,
 * `describeEffect`). Consequences that the rules attach to a change (poison ending when
 * the Poisoner dies or stops being the Poisoner) happen here.
 */
import { R, ROLES } from '../rules/roles.ts';
import { unusualBit, type UnusualRuling } from '../compile/codes.ts';
import type { State } from './state.ts';
import { UNUSUAL_WORDS } from '../text/unusual.ts';

export type Effect =
  | { kind: 'dusk' }
  | { kind: 'poison'; seat: number; source: number }
  | { kind: 'protect'; seat: number }
  | { kind: 'master'; butler: number; seat: number }
  | { kind: 'die'; seat: number; cause: 'demon' | 'execution' | 'slayer' }
  | { kind: 'spend'; seat: number; ability: 'slayer' | 'virgin' }
  | { kind: 'ghostVote'; seat: number }
  | { kind: 'executed'; seat: number }
  /** A player becomes the Imp; `unusual`: the unusual ruling that choice rests on, if any. */
  | { kind: 'becomeImp'; seat: number; unusual?: UnusualRuling }
  /** An Imp attacks a player tonight: a record for the log (what it does follows as its own effects). */
  | { kind: 'attack'; imp: number; seat: number }
  | { kind: 'dawnOfDay' }
  /** A report that holds at its wake, and why (no change to the state: the log's reason). */
  | { kind: 'learn'; seat: number; role: number; why: string }
  | { kind: 'win'; team: 'good' | 'evil'; why: string };

function endPoisonIf(s: State, seat: number): void {
  if (s.poisonSource === seat) { s.poisoned = -1; s.poisonSource = -1; }
}

/** Emits an effect (applies and logs it); the only way steps change state. */
export type Emit = (e: Effect) => void;

/** Apply one effect to the state in place. */
export function applyEffect(s: State, e: Effect): void {
  switch (e.kind) {
    case 'dusk':
      s.poisoned = -1; s.poisonSource = -1; s.protectedSeat = -1; s.diedTonight = [];
      break;
    case 'poison': s.poisoned = e.seat; s.poisonSource = e.source; break;
    case 'protect': s.protectedSeat = e.seat; break;
    case 'master': s.master[e.butler] = e.seat; break;
    case 'die':
      s.alive[e.seat] = false;
      if (e.cause === 'demon') s.diedTonight.push(e.seat);
      else if (e.cause === 'execution') s.executedDeath = e.seat;
      endPoisonIf(s, e.seat);
      break;
    case 'executed': s.executedToday = true; break;
    case 'spend': (e.ability === 'slayer' ? s.usedSlayer : s.usedVirgin)[e.seat] = true; break;
    case 'ghostVote': s.deadVoteUsed[e.seat] = true; break;
    case 'becomeImp':
      if (e.unusual) s.unusual |= unusualBit(e.unusual);
      endPoisonIf(s, e.seat);
      s.roles[e.seat] = R.IMP;
      break;
    case 'dawnOfDay': s.executedDeath = -1; s.executedToday = false; break;
    case 'win': s.winner ??= e.team; break;
    case 'learn': break;
    case 'attack': break;
  }
}

/**
 * A seat inside an explanation's text (`Verdict`, a win's reason), written out as the
 * player's name by {@link describeEffect}: the kernel has no names, the log does.
 */
export function seatToken(seat: number): string {
  return `{seat:${seat}}`;
}

/** One readable line for a replay log, in player and character names. */
export function describeEffect(e: Effect, name: (seat: number) => string): string {
  const named = (text: string) => text.replace(/\{seat:(\d+)\}/g, (_, seat: string) => name(Number(seat)));
  switch (e.kind) {
    case 'dusk': return 'dusk: poison and protection end';
    case 'poison': return `Poisoner ${name(e.source)} poisons ${name(e.seat)}`;
    case 'protect': return e.seat < 0 ? 'the Monk\'s protection ends' : `Monk protects ${name(e.seat)}`;
    case 'master': return e.seat < 0 ? `Butler ${name(e.butler)} has no master` : `Butler ${name(e.butler)} chooses ${name(e.seat)} as master`;
    case 'die': return `${name(e.seat)} dies (${{ demon: 'at night', execution: 'executed', slayer: 'shot by the Slayer' }[e.cause]})`;
    case 'spend': return `${name(e.seat)}'s ${e.ability === 'slayer' ? 'Slayer' : 'Virgin'} ability is spent`;
    case 'ghostVote': return `${name(e.seat)} spends their ghost vote`;
    case 'executed': return `${name(e.seat)} is executed`;
    case 'becomeImp': return `${name(e.seat)} becomes the Imp${e.unusual ? ` (an unusual ruling: ${UNUSUAL_WORDS[e.unusual]})` : ''}`;
    case 'attack': return `Imp ${name(e.imp)} attacks ${name(e.seat)}`;
    case 'dawnOfDay': return 'the day begins';
    case 'win': return `${e.team} wins: ${named(e.why)}`;
    case 'learn': return `${name(e.seat)} (${ROLES[e.role]!.name}): ${named(e.why)}`;
  }
}
