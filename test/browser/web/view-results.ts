/**
 * Real results for the answer views' tests: real cases from test/fixtures/cases solved
 * by the library itself (wasm in Chromium), plus the small inputs that make the other
 * statuses (contradiction, a time limit, an empty bounded search, invalid input).
 */
import { replay, solve, solveTemporal } from '../../../src/index.ts';
import type { LegacyInput, TemporalInput } from '../../../web/model/game.ts';
import type { Replayer } from '../../../web/views/witness-timeline.ts';
import lsh from '../../fixtures/cases/lsh-tb-01.json';
import nqt10 from '../../fixtures/cases/nqt-10.json';
import nqt26 from '../../fixtures/cases/nqt-26.json';
import nqt3a from '../../fixtures/cases/nqt-3a.json';
import nqt40 from '../../fixtures/cases/nqt-40.json';
import nqt47 from '../../fixtures/cases/nqt-47.json';

/**
 * The temporal games of the cases the views' tests use. nqt-26 and nqt-40 have worlds
 * that need an unusual ruling (a Recluse catching the star-pass) beside their one
 * ordinary answer: 2 and 4 more. nqt-10 has a Poisoner, whose last choice a world's
 * grimoire shows.
 */
export const games = {
  lsh: lsh.input as TemporalInput,
  nqt10: nqt10.input as TemporalInput,
  nqt26: nqt26.input as TemporalInput,
  nqt3a: nqt3a.input as TemporalInput,
  nqt40: nqt40.input as TemporalInput,
  nqt47: nqt47.input as TemporalInput,
};

/**
 * nqt-3a asked after the game: its last day closed. Published with that day open (the game
 * going on, ruling Q14) it has one candidate; closed, six, and in five of them the Slayer's
 * shot that day killed the Imp, so good has won. Tom (p3) started as the Imp or the Recluse.
 */
export const nqt3aClosed: TemporalInput = {
  ...games.nqt3a,
  phases: games.nqt3a.phases.map((phase, i, all) => (i === all.length - 1 && phase.phase === 'day' ? { ...phase, ended: true } : phase)),
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
