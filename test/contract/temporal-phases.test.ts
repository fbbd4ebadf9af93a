/** Phase order, night actions and day events. */
import { describe, expect, it } from 'vitest';
import { parseTemporal } from '../../src/model/normalise.ts';
import { expectOk, expectOnlyError, temporal } from './helpers.ts';

const N = (number: number, extra: Record<string, unknown> = {}) => ({ phase: 'night', number, ...extra });
const D = (number: number, ended = true, events: unknown[] = []) => ({ phase: 'day', number, events, ended });

function phases(...list: unknown[]): ReturnType<typeof parseTemporal> {
  return parseTemporal(temporal({ phases: list }));
}

describe('bad_phases', () => {
  it('accepts N1 alone, N1 D1, and a list ending on a night', () => {
    expectOk(phases(N(1)));
    expectOk(phases(N(1), D(1, false)));
    expectOk(phases(N(1), D(1), N(2)));
  });

  it('an empty list', () => {
    expectOnlyError(phases(), 'bad_phases', '$.phases');
  });

  it('starting with a day', () => {
    expectOnlyError(phases(D(1), N(1)), 'bad_phases', '$.phases[0].phase');
  });

  it('not starting at night 1', () => {
    expectOnlyError(phases(N(2)), 'bad_phases', '$.phases[0].number');
  });

  it('a gap', () => {
    const e = expectOnlyError(phases(N(1), D(1), N(3)), 'bad_phases', '$.phases[2].number');
    expect(e.message).toContain('3');
  });

  it('two nights in a row', () => {
    expectOnlyError(phases(N(1), N(2)), 'bad_phases', '$.phases[1].phase');
  });

  it('a day number that does not match its night', () => {
    expectOnlyError(phases(N(1), D(2)), 'bad_phases', '$.phases[1].number');
  });

  it('an open day followed by more phases', () => {
    expectOnlyError(phases(N(1), D(1, false), N(2)), 'bad_phases', '$.phases[1].ended');
  });
});

describe('night actions', () => {
  const later = (action: Record<string, unknown>) => phases(N(1), D(1), N(2, { actions: [action] }));

  it('accepts the four kinds on night 2, and poison / butler on night 1', () => {
    expectOk(later({ kind: 'poison', player: 'p1', target: 'p1' }));
    expectOk(later({ kind: 'monk', player: 'p1', target: 'p2' }));
    expectOk(later({ kind: 'butler', player: 'p1', target: 'p2' }));
    expectOk(later({ kind: 'imp', player: 'p1', target: 'p1', successor: null, recluseDemon: false }));
    expectOk(later({ kind: 'imp', player: 'p1', target: 'p2', redirect: 'p3', successor: 'p4' }));
    expectOk(phases(N(1, { actions: [{ kind: 'poison', player: 'p1', target: 'p2' }, { kind: 'butler', player: 'p3', target: 'p2' }] })));
  });

  it.each(['monk', 'butler'])('a %s choosing themself', (kind) => {
    const e = expectOnlyError(later({ kind, player: 'p2', target: 'p2' }), 'out_of_range', '$.phases[2].actions[0].target');
    expect(e.message).toContain('p2');
  });

  it.each([['monk', 'Monk'], ['imp', 'Imp']])('a %s action on night 1', (kind, name) => {
    const e = expectOnlyError(phases(N(1, { actions: [{ kind, player: 'p1', target: 'p2' }] })), 'out_of_range', '$.phases[0].actions[0]');
    expect(e.message).toContain(name);
    expect(e.message).toContain('first night');
  });

  it('the same character acting twice in one night', () => {
    const r = phases(N(1, { actions: [{ kind: 'poison', player: 'p1', target: 'p2' }, { kind: 'poison', player: 'p1', target: 'p3' }] }));
    expectOnlyError(r, 'duplicate_record', '$.phases[0].actions[1]');
    expectOk(phases(N(1, { actions: [{ kind: 'poison', player: 'p1', target: 'p2' }, { kind: 'poison', player: 'p1', target: 'p3', enabled: false }] })));
  });

  it('a duplicate death', () => {
    expectOnlyError(phases(N(1, { deaths: ['p2', 'p2'] })), 'duplicate_player', '$.phases[0].deaths[1]');
  });
});

describe('day events', () => {
  const day = (...events: Record<string, unknown>[]) =>
    phases(N(1), D(1, false, events.map((e) => ({ mode: 'hard', ...e }))));

  it('accepts every kind in a legal order', () => {
    expectOk(day(
      { kind: 'slayer', player: 'p1', target: 'p2', killed: false },
      { kind: 'nomination', player: 'p3', target: 'p4', triggered: false },
      { kind: 'ballot', voters: ['p1', 'p3'], nominee: 'p4', qualifying: { p3: ['p1'] } },
      { kind: 'execution', player: 'p4' },
    ));
  });

  it('nothing may follow the day\'s execution', () => {
    const r = day({ kind: 'execution', player: 'p4' }, { kind: 'nomination', player: 'p1', target: 'p2', triggered: false });
    expect(expectOnlyError(r, 'bad_phases', '$.phases[1].events[1]').message).toContain('execution');
  });

  it('a triggered Virgin nomination is the execution', () => {
    expectOnlyError(day({ kind: 'nomination', player: 'p1', target: 'p2', triggered: true }, { kind: 'execution', player: 'p1' }),
      'bad_phases', '$.phases[1].events[1]');
  });

  it('a claimed or disabled execution does not end the day', () => {
    expectOk(day({ kind: 'execution', player: 'p4', mode: 'claim' }, { kind: 'slayer', player: 'p1', target: 'p2', killed: false }));
    expectOk(day({ kind: 'execution', player: 'p4' }, { kind: 'execution', player: 'p5', enabled: false }));
  });
});
