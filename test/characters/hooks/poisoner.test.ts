/**
 * Poisoner hooks (rules reference §3.18; TV28–TV31; ruling Q1): `nightStep` — the living
 * Poisoner's choice, a `poison` effect naming the Poisoner as its source. The poison ends
 * at dusk or when the Poisoner dies or stops being the Poisoner (kernel/effects.ts).
 */
import { describe, expect, it } from 'vitest';
import { board } from '../../../src/play/board.ts';
import { applyEffect } from '../../../src/kernel/effects.ts';
import { nightStep as impStep } from '../../../src/rules/characters/imp.ts';
import { nightStep } from '../../../src/rules/characters/poisoner.ts';
import type { RoleId } from '../../../src/rules/roles.ts';
import { act, action, aliveExcept, effectsOf, failedPaths } from './helpers.ts';

// P1 Poisoner, P2 Imp, P3 Empath, P4 Chef, P5 Monk, P6 Soldier, P7 Mayor.
const ROLES: RoleId[] = ['poisoner', 'imp', 'empath', 'chef', 'monk', 'soldier', 'mayor'];

describe('poisoner.nightStep', () => {
  it('the living Poisoner poisons the chosen player, as the source', () => {
    const s = board(ROLES);
    const io = act(nightStep, s, 1, { poison: 2 });
    expect(io.failures).toEqual([]);
    expect(effectsOf(io, 'poison')).toEqual([{ kind: 'poison', seat: 2, source: 0 }]);
    expect(s.poisoned).toBe(2);
    expect(s.poisonSource).toBe(0);
  });
  it('any player may be chosen, a dead one too', () => {
    const s = board(ROLES, { alive: aliveExcept(7, [3]) });
    expect(effectsOf(act(nightStep, s, 2, { poison: 3 }), 'poison').map((e) => e.seat)).toEqual([3]);
  });
  it('ruling Q1: the Poisoner may choose themself (nobody else is poisoned)', () => {
    const s = board(ROLES);
    const io = act(nightStep, s, 2, { poison: 0 });
    expect(io.failures).toEqual([]);
    expect(s.poisoned).toBe(0);
  });
  it('a living Poisoner must choose a player', () => {
    expect(failedPaths(act(nightStep, board(ROLES), 1, { poison: -1 }))).toEqual(['$.phases[0]']);
    expect(failedPaths(act(nightStep, board(ROLES), 1, { poison: 7 }))).toEqual(['$.phases[0]']);
  });
  it('a dead Poisoner poisons nobody: a choice or a recorded action fails', () => {
    const dead = board(ROLES, { alive: aliveExcept(7, [0]) });
    const io = act(nightStep, dead, 2, { poison: 2 });
    expect(failedPaths(io)).toEqual(['$.phases[2]']);
    expect(effectsOf(io, 'poison')).toEqual([]);
    expect(failedPaths(act(nightStep, board(ROLES, { alive: aliveExcept(7, [0]) }), 2, {}, [action('poison', 0, 2)]))).toEqual(['$.phases[2].actions[0]']);
  });
  it('a recorded poison action must match the choice', () => {
    expect(act(nightStep, board(ROLES), 2, { poison: 2 }, [action('poison', 0, 2)]).failures).toEqual([]);
    expect(failedPaths(act(nightStep, board(ROLES), 2, { poison: 2 }, [action('poison', 0, 3)]))).toEqual(['$.phases[2].actions[0]']);
  });
  it('TV28: the poison ends at the next dusk', () => {
    const s = board(ROLES);
    act(nightStep, s, 2, { poison: 2 });
    applyEffect(s, { kind: 'dusk' });
    expect(s.poisoned).toBe(-1);
    act(nightStep, s, 3, { poison: 3 });
    expect(s.poisoned).toBe(3);
  });
  it('TV30: the Imp kills the Poisoner: the poison ends at once', () => {
    const s = board(ROLES);
    act(nightStep, s, 2, { poison: 2 });
    expect(act(impStep, s, 2, { imp: 0 }).failures).toEqual([]);
    expect(s.poisoned).toBe(-1);
  });
  it('TV29: the Poisoner catches the star-pass: the poison ends at once', () => {
    const s = board(ROLES);
    act(nightStep, s, 2, { poison: 2 });
    expect(act(impStep, s, 2, { imp: 1, successor: 0 }).failures).toEqual([]);
    expect(s.poisoned).toBe(-1);
  });
});
