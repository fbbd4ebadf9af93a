/**
 * Hard tables (bench/sweep.ts): a night that breaks the rules before the Butler's step did
 * not depend on the master chosen, so both searches skip the other masters then
 * (assembly/phases.ts failedBeforeButler, src/search/reference/history.ts); and once a play
 * of the night's other choices reached that step, a Butler who woke there (alive, the game
 * not over) must choose a master and one who did not must not, so only masters of that kind
 * are tried (phases.ts butlerWoke, src/play/night.ts io.butlerWoke). These tests hold both
 * cuts to the answers (each fails when either cut skips the wrong kind): on simulated games with a Butler, the truth stays among
 * complete results in both engines and the engines agree; and a game of the sweep that
 * needed 79 million nodes before the cut (18.9 s on one thread) completes within 20 million.
 * (Tonight's reports choosing the poison, forced-poison.ts in both engines, is held to the
 * answers by every invariant test: each simulated game's truth among complete results. A
 * Spy's entry for a Minion, who may become the Imp tonight, checked as if fixed loses the
 * truth of a game in days.test.ts, "the same on 10–15 players with the WASM search".)
 * (Tonight's Empath and Fortune Teller reports narrowing the Imp's target, victim-filter.ts
 * in both engines, and an Undertaker's report or tonight's recorded deaths choosing the
 * poison, or a dead author's report refuting the night at dusk, are likewise held to the
 * answers by every invariant test; sweep games 975 and 1253, which needed 60 and 151 million
 * nodes before those cuts, complete within 25 and 12 million.) The last tests pin what the cuts assume of the
 * characters, so that a new character that breaks an assumption fails here instead of
 * losing worlds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solveTemporal } from '../../src/index.ts';
import { board } from '../../src/play/board.ts';
import { CHARACTERS } from '../../src/rules/characters/index.ts';
import { FIRST_NIGHT, OTHER_NIGHTS } from '../../src/rules/night-order.ts';
import { ROLE_IDS, infoWakeMask, roleCode, type RoleId } from '../../src/rules/roles.ts';
import { simulateHistory } from './history-simulator.ts';
import { checkGame, checkWasmMatches } from './history-checks.ts';
import { sweepGame } from './sweep-games.ts';

const LIMITS = { maxResults: 2000, maxNodes: 5_000_000, maxMs: 8000 };

describe('skipping masters that cannot fit: after a failure before the Butler, and of the kind the Butler\'s waking rules out', () => {
  it('games with a Butler (5–8 players, 2–5 nights, full days): the truth among complete results in both engines, which agree', async () => {
    let butlers = 0;
    await fc.assert(fc.asyncProperty(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 5, max: 8 }), fc.integer({ min: 2, max: 5 }), async (seed, n, nights) => {
      const game = simulateHistory(seed, n, nights, { days: true });
      if (!game.roles.includes('butler')) return;
      butlers++;
      game.input.limits = LIMITS;
      const where = `simulateHistory(${seed}, ${n}, ${nights}, { days: true })`;
      const reference = await checkGame(game, where, 'reference');
      await checkGame(game, where, 'wasm');
      if (reference.complete) await checkWasmMatches(game, where, reference);
    }), { seed: 3737, numRuns: 400 });
    // The property means something only if it met enough Butlers.
    expect(butlers).toBeGreaterThan(40);
  }, 300_000);

  /**
   * Sweep games that took over 4 s before a cut (or far longer unbounded): each completes
   * within `maxNodes` on one thread, the truth possible at every seat. Each fails with the
   * build before its cut (bench/README.md says how many nodes it needed then).
   */
  const REGRESSIONS: { games: number[]; maxNodes: number; what: string }[] = [
    { games: [987], maxNodes: 20_000_000, what: '13 players, 5 nights, silent seats; 79 million before a failure before the Butler skipped the other masters' },
    { games: [1253], maxNodes: 12_000_000, what: '15 players, 4 nights, half the reports; 151 million before a dead Empath\'s report refuted the night at dusk' },
    { games: [857, 746], maxNodes: 2_000_000, what: '15 and 14 players, 3 nights, silent seats; misses at 4 s before a triggered nomination and a killing shot narrowed the masks' },
    { games: [975], maxNodes: 25_000_000, what: '12 players, 4 nights, silent seats; 60 million before an Undertaker\'s report chose the poison' },
    { games: [98], maxNodes: 30_000_000, what: '15 players, 4 nights, silent seats; 90 million before the unusual layer skipped assignments where no ruling\'s event can happen' },
    { games: [395], maxNodes: 30_000_000, what: '15 players, 1 night, silent seats and half the reports; 425 million before the first night\'s Empath count refuted evil teams before their search' },
    { games: [268, 584], maxNodes: 100_000, what: '9 and 6 players, a night with no death where the Imp attacked the Mayor and a Spy saw the Monk\'s protection; a first version of the quiet-night cut lost their truth' },
    { games: [306], maxNodes: 16_000_000, what: '14 players, 3 nights, silent seats; 63 million before a Minion\'s recorded attack beside the living starting Imp needed the Scarlet Woman dead first' },
    { games: [1099], maxNodes: 200_000, what: '15 players, silent seats and half the reports; over 320 million (and not complete after 120 s) before a report whose author died that night made its author evil' },
    { games: [427], maxNodes: 25_000_000, what: '14 players, 4 nights, silent seats and half the reports; 178 million before the masks of each root branch (its starting Imp known) kept a Slayer\'s victim off the Minions while the starting Imp lived' },
    { games: [428], maxNodes: 8_000_000, what: '15 players, 4 nights, silent seats and half the reports; 59 million before a night-4 Spy report was checked from the first dusk' },
  ];
  for (const { games, maxNodes, what } of REGRESSIONS) {
    it(`sweep game${games.length > 1 ? 's' : ''} ${games.join(' and ')} (${what}): complete within ${maxNodes / 1e6} million nodes on one thread, the truth possible at every seat`, async () => {
      for (const index of games) {
        const game = sweepGame(index);
        const result = await solveTemporal({ ...game.input, limits: { maxNodes, maxMs: 600_000 } }, { workers: 1 });
        expect(result.possibilities?.complete, `game ${index}`).toBe(true);
        const seats = result.possibilities!.seats;
        expect(game.truth.roles.map((role, s) => seats[`p${s + 1}`]!.starting[role]), `game ${index}`).not.toContain(false);
      }
    }, 120_000);
  }
});

/** The character files of one kernel whose text matches `pattern`. */
function filesUsing(dir: string, pattern: RegExp): string[] {
  const root = new URL(`../../${dir}/`, import.meta.url);
  return readdirSync(root).filter((f) => pattern.test(readFileSync(new URL(f, root), 'utf8'))).sort();
}

describe('what the cuts assume (a new character that breaks one makes them lose worlds)', () => {
  it('the master chosen tonight is read by the Butler alone', () => {
    expect(filesUsing('src/rules/characters', /\bc\.master\b/)).toEqual(['butler.ts']);
    expect(filesUsing('assembly/characters', /\bmasterChoice\b/)).toEqual(['butler.ts']);
  });

  it('on night 1, only information steps come between the Poisoner and the last information step', () => {
    const wakes = infoWakeMask(true);
    const informs = (step: string) => (ROLE_IDS as readonly string[]).includes(step) && ((wakes >> roleCode(step as RoleId)) & 1) === 1;
    const poisoner = FIRST_NIGHT.indexOf('poisoner');
    const lastInfo = Math.max(...FIRST_NIGHT.map((step, i) => (informs(step) && step !== 'spy' ? i : -1)));
    expect(poisoner).toBeGreaterThanOrEqual(0);
    expect(FIRST_NIGHT.slice(poisoner + 1, lastInfo + 1).filter((step) => !informs(step))).toEqual([]);
  });

  it('on later nights only the poison and the Imp\'s attack come before the Empath and the Fortune Teller (victim-filter.ts)', () => {
    // The Monk's protection and the Scarlet Woman act only through the attack; the Ravenkeeper only learns.
    expect(OTHER_NIGHTS.slice(0, OTHER_NIGHTS.indexOf('empath'))).toEqual(['dusk', 'poisoner', 'monk', 'scarlet_woman', 'imp', 'ravenkeeper']);
    expect(OTHER_NIGHTS.indexOf('fortune_teller')).toBe(OTHER_NIGHTS.indexOf('empath') + 1);
  });

  it('a poisoned character registers truly: poison only narrows what a seat may register as', () => {
    const misregistering = ROLE_IDS.filter((id) => 'registers' in CHARACTERS[id]);
    expect(misregistering.length).toBeGreaterThan(0);
    for (const id of misregistering) {
      const registers = (CHARACTERS[id] as { registers: (s: ReturnType<typeof board>, seat: number) => boolean }).registers;
      const others = ROLE_IDS.filter((r) => r !== id && r !== 'imp').slice(0, 4);
      expect(registers(board([id, 'imp', ...others], { poisoned: 0 }), 0), id).toBe(false);
    }
  });
});
