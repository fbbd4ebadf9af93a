/**
 * Real results for the answer views' tests: real cases from test/fixtures/cases solved
 * by the library itself (wasm in Chromium), plus the small inputs that make the other
 * statuses (contradiction, a time limit, an empty bounded search, invalid input).
 */
import { replay, solve, solveTemporal } from '../../../src/index.ts';
import type { LegacyInput, TemporalInput } from '../../../web/model/game.ts';
import type { Replayer } from '../../../web/views/witness-timeline.ts';
import lsh from '../../fixtures/cases/lsh-tb-01.json';
import nqt26 from '../../fixtures/cases/nqt-26.json';
import nqt3a from '../../fixtures/cases/nqt-3a.json';
import nqt47 from '../../fixtures/cases/nqt-47.json';

/** The temporal games of the cases the views' tests use. */
export const games = {
  lsh: lsh.input as TemporalInput,
  nqt26: nqt26.input as TemporalInput,
  /**
   * nqt-3a with its day (the Slayer's shot) recorded as ended: ruling Q14 reads the open
   * day of the case as "the game is going on", so only the closed day keeps the histories
   * in which the shot killed the Imp and ended the game (5 of its 6 assignments).
   */
  nqt3aDayEnded: {
    ...nqt3a.input,
    phases: nqt3a.input.phases.map((p) => (p.phase === 'day' ? { ...p, ended: true } : p)),
  } as TemporalInput,
  nqt47: nqt47.input as TemporalInput,
};

/** A legacy first-night input with no evidence: a capped search whose result has cruxes. */
export const legacyOpen: LegacyInput = { players: lsh.input.players, evidence: [] };

/** Five seats, two of them hard Imps: a complete search with no candidate. */
export const legacyContradiction: LegacyInput = {
  players: lsh.input.players,
  evidence: [
    { kind: 'role', player: 'p1', role: 'imp', mode: 'hard' },
    { kind: 'role', player: 'p2', role: 'imp', mode: 'hard' },
  ],
};

/** Fifteen empty seats and a 1 ms bound: the search stops at the time limit with candidates. */
export const timeBounded: TemporalInput = {
  schema: 'botc-temporal-v1',
  players: Array.from({ length: 15 }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` })),
  evidence: [],
  reports: [],
  phases: [{ phase: 'night', number: 1, deaths: [] }, { phase: 'day', number: 1, events: [], ended: false }],
  // Long enough to find some candidates (about 5,000 here), far too short to list 100,000
  // (maxMs bounds the whole call, so a bound of 1 ms would find none).
  limits: { maxMs: 200, maxResults: 100_000 },
};

/** lsh-tb-01 with a 5-node bound: the search stops before finding anything. */
export const nodeBoundedEmpty: TemporalInput = { ...games.lsh, limits: { maxNodes: 5 } };

/** lsh-tb-01 with an Empath report by an unseated player and an out-of-range number. */
export const invalidGame: TemporalInput = {
  ...games.lsh,
  reports: [{ mode: 'hard', role: 'empath', night: 1, authenticity: 'authentic', player: 'zz', value: 9 }],
};

export { solve, solveTemporal };

/** The library's replay behind the same promise interface the worker gives the widget. */
export const libraryReplayer: Replayer = (input, witness) => Promise.resolve(replay(input, witness));

/** A player name that would run script if it were ever parsed as HTML. */
export const XSS_NAME = '<img src=x onerror=alert(1)>';

/** `game` with its first player renamed to {@link XSS_NAME}. */
export function withXssName<T extends TemporalInput | LegacyInput>(game: T): T {
  const next = structuredClone(game);
  next.players[0]!.name = XSS_NAME;
  return next;
}
