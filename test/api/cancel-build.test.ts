/**
 * Cancelling while a big result is built (src/search/results/build-page.ts): the call stops with the
 * candidates built so far, says so, and every example the per-seat answer names can still be
 * opened from the result.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { solve, solveTemporal } from '../../src/index.ts';
import type { Progress } from '../../src/search/options.ts';
import { formatSummary } from '../../src/cli/summary.ts';
import { solveTemporalPaged } from '../../src/search/front.ts';

const long15 = JSON.parse(readFileSync(new URL('../fixtures/long-15-players.json', import.meta.url), 'utf8'));

/** Options that abort the call as soon as it reports that it builds its result. */
function abortWhenBuilding(): { signal: AbortSignal; onProgress: (p: Progress) => void } {
  const controller = new AbortController();
  return { signal: controller.signal, onProgress: (p) => { if (p.stage === 'result') controller.abort(); } };
}

describe('cancelled while the result is built', () => {
  it('solveTemporal(): the candidates built so far, stopReason cancelled, and every example id resolvable', async () => {
    const r = await solveTemporal(long15, { workers: 1, ...abortWhenBuilding() });
    expect(r.stopReason).toBe('cancelled');
    expect(r.complete).toBe(false);
    expect(r.status).toBe('candidates');
    expect(r.candidates.length).toBeGreaterThan(0);
    expect(r.candidates.length).toBeLessThan(r.stats.candidates);
    expect(r.candidates.map((c) => c.id)).toEqual(r.candidates.map((_, k) => `c${k + 1}`));
    expect(r.warnings.some((w) => w.startsWith(`Cancelled: ${r.candidates.length.toLocaleString('en-US')} of the ${r.stats.candidates.toLocaleString('en-US')} candidates found are listed`))).toBe(true);
    // The CLI says why fewer are kept than were found, and that the search itself was complete.
    const summary = formatSummary(r, []);
    expect(summary).toContain('search: complete per seat; cancelled while the list of worlds was built, so it is cut short');
    // The count says how many worlds the result holds, not how many the search had found.
    expect(summary.split('\n')[0]).toContain(`, ${r.candidates.length.toLocaleString('en-US')} listed.`);
    // The per-seat answer was complete before the build: it stays so, and its examples resolve.
    expect(r.possibilities!.complete).toBe(true);
    const ids = new Set([...r.candidates, ...r.possibilities!.examples].map((c) => c.id));
    for (const seat of Object.values(r.possibilities!.seats)) {
      for (const id of [...Object.values(seat.examples.starting), seat.examples.demonNow]) if (id) expect(ids.has(id)).toBe(true);
    }
  }, 60_000);

  it('solve() (legacy first night) the same way', async () => {
    const players = long15.players as { id: string }[];
    const r = await solve({ players, evidence: [], limits: { maxResults: 100_000 } }, abortWhenBuilding());
    expect(r.stopReason).toBe('cancelled');
    expect(r.candidates.length).toBeGreaterThan(0);
    expect(r.candidates.length).toBeLessThan(r.stats.candidates);
    expect(r.warnings.some((w) => w.startsWith('Cancelled: '))).toBe(true);
  }, 60_000);

  it('an abort that comes through the event loop while the per-seat answer is searched is heard before the call ends', async () => {
    // As in the widget's worker, where Stop arrives as a message and only a page of
    // candidates is built: an abort queued on the event loop when the per-seat stage begins
    // runs only when the search lets the loop turn, which every pass does as it starts.
    const controller = new AbortController();
    let armed = false;
    const { result: r } = await solveTemporalPaged(long15, {
      workers: 1, signal: controller.signal,
      onProgress: (p) => { if (p.stage === 'possibilities' && !armed) { armed = true; setImmediate(() => controller.abort()); } },
    }, 50);
    expect(armed).toBe(true);
    expect(r.stopReason).toBe('cancelled');
  }, 60_000);

  it('without a signal the whole page is built, as before', async () => {
    const many = JSON.parse(readFileSync(new URL('../fixtures/many-worlds-10.json', import.meta.url), 'utf8'));
    const r = await solveTemporal(many, { workers: 1 });
    expect(r.candidates).toHaveLength(r.stats.candidates);
  });
});
