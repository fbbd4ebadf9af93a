/**
 * Step-level differential test: the WASM kernel's night and day steps (assembly/phases.ts,
 * through the debug build build/steps.wasm) against the TypeScript kernel's
 * (src/play/night.ts, day.ts). Simulated games (test/invariants/history-simulator.ts,
 * full days) are replayed phase by phase in the TypeScript kernel along their true hidden
 * history; before each phase the TypeScript state is copied into the WASM module, the
 * same phase is run there with the same choices, and the verdicts must agree and, when
 * both accept, the states must be equal field by field (harness.ts). Perturbed night
 * choices and changed records (mutants.ts) make failing steps, whose verdicts are compared
 * too. The test also counts the rules the compared steps exercised (reach.ts) and fails
 * when one was never reached.
 * Run: `npx vitest run --project unit test/steps` (STEPS_WASM=path tests another build of
 * the module, e.g. one with a rule deliberately broken, to see the test catch it).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXED_STATE_FIELDS, STATE_FIELDS } from '../../src/compile/state-fields.ts';
import { parseTemporal } from '../../src/model/normalise.ts';
import type { Game } from '../../src/model/game.ts';
import { noChoices, noDayChoices, type NightChoices, type World } from '../../src/kernel/world.ts';
import { roleCode } from '../../src/rules/roles.ts';
import { simulateHistory, type TrueHistory } from '../invariants/history-simulator.ts';
import { Rng } from '../invariants/simulator.ts';
import { GameRun, placesEveryBindingReport, type Disagreement, type NightsByNumber } from './harness.ts';
import { handMadeGames } from './hand-made.ts';
import { mutants } from './mutants.ts';
import { emptyCounts, unreached, type Counts } from './reach.ts';
import { CARRIED, ensureStepsBuild, WasmSteps } from './wasm-steps.ts';

/** Simulated games: seeds 0 … GAMES - 1 (players 5–15, 2–5 nights); STEPS_GAMES=… for a longer hunt. */
const GAMES = Number(process.env.STEPS_GAMES ?? 500);
/** Changed records per simulated game. */
const MUTANTS = 3;

function parse(input: unknown, where: string): Game {
  const parsed = parseTemporal(input);
  if (!parsed.ok) throw new Error(`${where}: input refused: ${JSON.stringify(parsed.errors)}`);
  return parsed.game;
}

/** The true hidden history as a world of the normalised game, with its choices by night number. */
function trueWorld(game: Game, h: TrueHistory): { world: World; nights: NightsByNumber } {
  const seat = (id: string | null) => (id === null ? -1 : game.playerIds.indexOf(id));
  const nights: NightsByNumber = new Map(h.witness.nights.map((w) => [w.number, {
    poison: seat(w.poison), monk: seat(w.monk), imp: seat(w.imp), redirect: seat(w.redirect),
    successor: seat(w.successor), master: seat(w.master),
    imp2: seat(w.imp2 ?? null), redirect2: seat(w.redirect2 ?? null), successor2: seat(w.successor2 ?? null),
  }]));
  const dayNumbers = game.phases.flatMap((p) => (p.phase === 'day' ? [p.number] : []));
  const days = dayNumbers.map((k) => {
    const d = h.witness.days?.find((x) => x.number === k);
    return d ? { successor: seat(d.successor), virgin: seat(d.virgin) } : noDayChoices();
  });
  const world: World = {
    roles: game.playerIds.map((id) => roleCode(h.witness.assignments[id]!)),
    drunkShown: h.witness.drunkShownRole === null ? -1 : roleCode(h.witness.drunkShownRole),
    redHerring: seat(h.witness.redHerring),
    nights: game.phases.flatMap((p) => (p.phase === 'night' ? [nights.get(p.number) ?? noChoices()] : [])),
    // A fixed night is the world's (the simulator's records keep the true one; a changed
    // record may move a report, mutants.ts); a night null one is placed where the truth had it.
    reportNights: game.reports.map((r) => r.night ?? h.witness.reportNights[String(r.index)] ?? -1),
    days,
    unusual: 0,
  };
  return { world, nights };
}

const render = (d: Disagreement) => JSON.stringify(d, null, 1);

describe('WASM night and day steps equal the TypeScript kernel steps', () => {
  let wasm: WasmSteps;
  const counts: Counts = emptyCounts();
  const compared = { steps: 0, states: 0, games: 0, mutants: 0 };

  beforeAll(() => {
    ensureStepsBuild();
    wasm = new WasmSteps();
  }, 120_000);

  function check(run: GameRun, rng: Rng | null): void {
    run.run(rng);
    compared.steps += run.compared.steps;
    compared.states += run.compared.states;
    expect(run.disagreements.length, run.disagreements.slice(0, 3).map(render).join('\n')).toBe(0);
  }

  it('every state field of both kernels is transferred and compared', () => {
    const fields = [...STATE_FIELDS.map((f) => f.ts), ...FIXED_STATE_FIELDS];
    expect(fields.filter((f) => !(f in CARRIED)), 'fields of src/compile/state-fields.ts not transferred').toEqual([]);
    expect(new Set(Object.values(CARRIED)).size, 'two state fields carried by one').toBe(Object.keys(CARRIED).length);
  });

  it(`simulated games (seeds 0…${GAMES - 1}): true, perturbed and changed records`, () => {
    for (let seed = 0; seed < GAMES; seed++) {
      const n = 5 + (seed % 11);
      const nights = 2 + (Math.floor(seed / 11) % 4);
      const opts = { days: true, pinned: seed % 3 === 0, reportEveryNight: seed % 4 === 1 };
      const where = `simulateHistory(${seed}, ${n}, ${nights}, ${JSON.stringify(opts)})`;
      const h = simulateHistory(seed, n, nights, opts);
      const game = parse(h.input, where);
      const { world, nights: choices } = trueWorld(game, h);
      const rng = new Rng(seed ^ 0x5eed);
      check(new GameRun(wasm, game, world, choices, 'witness', where, counts), rng);
      check(new GameRun(wasm, game, world, choices, 'floating', where, counts), new Rng(seed ^ 0xf10a7));
      compared.games++;
      for (const m of mutants(h.input, rng, MUTANTS)) {
        const parsed = parseTemporal(m.input);
        if (!parsed.ok) continue;
        const mutant = parsed.game;
        // The record changed, not its rows: the world's report nights still line up.
        const w = trueWorld(mutant, h);
        for (const mode of ['witness', 'floating'] as const) {
          if (mode === 'witness' && !placesEveryBindingReport(mutant, w.world)) continue;
          check(new GameRun(wasm, mutant, w.world, w.nights, mode, `${where} changed: ${m.what}`, counts), null);
        }
        compared.mutants++;
      }
    }
  }, 120_000);

  it('hand-made games for the rules the simulator rarely reaches', () => {
    for (const g of handMadeGames()) {
      const game = parse(g.input, g.name);
      const seat = (id: string | null) => (id === null ? -1 : game.playerIds.indexOf(id));
      const nights: NightsByNumber = new Map(g.nights.map((w) => [w.number, {
        ...noChoices(), poison: seat(w.poison ?? null), monk: seat(w.monk ?? null), imp: seat(w.imp ?? null),
        redirect: seat(w.redirect ?? null), successor: seat(w.successor ?? null), master: seat(w.master ?? null),
      }]));
      const world: World = {
        roles: game.playerIds.map((id) => roleCode(g.roles[id]!)),
        drunkShown: g.drunkShown ? roleCode(g.drunkShown) : -1,
        redHerring: seat(g.redHerring ?? null),
        nights: game.phases.flatMap((p) => (p.phase === 'night' ? [nights.get(p.number) ?? noChoices()] : [])),
        reportNights: game.reports.map((r) => r.night ?? -1),
        days: [],
        unusual: 0,
      };
      for (const mode of ['witness', 'floating'] as const) {
        check(new GameRun(wasm, game, world, nights, mode, g.name, counts), new Rng(game.n));
      }
    }
  });

  it('control: the comparison notices a WASM step given other choices', () => {
    // Not a kernel check: the harness must report both kinds of difference when they exist.
    const seen = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const h = simulateHistory(seed, 5 + (seed % 11), 4, { days: true });
      const game = parse(h.input, `control ${seed}`);
      const { world, nights } = trueWorld(game, h);
      const skew = (c: NightChoices) => ({ ...c, imp: c.imp >= 0 ? (c.imp + 1) % game.n : c.imp, poison: c.poison >= 0 ? (c.poison + 1) % game.n : c.poison });
      const run = new GameRun(wasm, game, world, nights, 'witness', `control ${seed}`, emptyCounts(), skew);
      run.run(null);
      for (const d of run.disagreements) seen.add(d.what.startsWith('verdict') ? 'verdict' : d.what.startsWith('state after') ? 'state' : d.what);
    }
    expect([...seen].sort()).toEqual(['state', 'verdict']);
  });

  it('every rule was reached', () => {
    const missing = unreached(counts);
    expect(missing, `never exercised by a compared step: ${missing.join('; ')} (counts: ${JSON.stringify(counts)})`).toEqual([]);
    expect(compared.states).toBeGreaterThan(0);
  });
});
