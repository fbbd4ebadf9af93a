/** `<botc-status-banner>` on real results: what it says for each way a search can end. */
import { afterEach, describe, expect, it } from 'vitest';
import '../../../web/views/status-banner.ts';
import { expectNoAxeViolations, mount } from './helpers.ts';
import {
  games, invalidGame, legacyContradiction, legacyOpen, nodeBoundedEmpty, nqt3aClosed, solve, solveTemporal, timeBounded,
} from './view-results.ts';

afterEach(() => document.body.replaceChildren());

/** The banner's visible text with whitespace collapsed. */
function text(el: HTMLElement): string {
  return (el.shadowRoot!.textContent ?? '').replace(/\s+/g, ' ').trim();
}

describe('<botc-status-banner>', () => {
  it('says a complete search found N assignments and that counts are not probabilities (nqt-47)', async () => {
    const result = await solveTemporal(games.nqt47);
    const el = await mount('botc-status-banner', { result });
    expect(text(el)).toContain('Complete: 1 starting assignment fits everything entered.');
    expect(text(el)).toContain('not probabilities');
    expect(text(el)).not.toContain('ends the game');
    expect(text(el)).not.toContain('unusual');
    const live = el.shadowRoot!.querySelector('[role="status"]')!;
    expect(live.getAttribute('aria-live')).toBe('polite');
    await expectNoAxeViolations(el);
  });

  it('gives the ordinary answer as the headline, then how many more need an unusual ruling, named in words (nqt-40)', async () => {
    const result = await solveTemporal(games.nqt40);
    const el = await mount('botc-status-banner', { result });
    expect(text(el)).toContain('Complete: 1 starting assignment fits everything entered. 4 more need an unusual ruling: '
      + 'a Recluse catching the star-pass (legal; officially recommended against). They are listed apart and marked in the table and the seating circle.');
    expect(el.shadowRoot!.querySelector('[data-unusual]')!.classList.contains('unusual')).toBe(true);
    await expectNoAxeViolations(el);
    // Paged (the worker sends the first candidates only): how many of those listed need one.
    const paged = { ...result, candidates: result.candidates.slice(0, 3) };
    (el as HTMLElement & { result: unknown }).result = paged;
    await (el as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    const tagged = paged.candidates.filter((c) => c.unusual.length > 0).length;
    expect(text(el)).toContain('Complete: 5 starting assignments fit everything entered, with those that need an unusual ruling.');
    expect(text(el)).toContain(`Of the first 3 listed, ${tagged} need an unusual ruling: a Recluse catching the star-pass`);
    // None ordinary: the headline says so, and names what the others need.
    const onlyUnusual = result.candidates.filter((c) => c.unusual.length > 0);
    (el as HTMLElement & { result: unknown }).result = {
      ...result, candidates: onlyUnusual, stats: { ...result.stats, candidates: onlyUnusual.length },
      possibilities: { ...result.possibilities!, assignments: { count: onlyUnusual.length, exact: true } },
    };
    await (el as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    expect(text(el)).toContain('Complete: no starting assignment fits everything entered without an unusual ruling. 4 need an unusual ruling: a Recluse');
  });

  it('says when the search left unusual rulings out', async () => {
    const result = await solveTemporal(games.nqt40, { unusual: 'exclude' });
    const el = await mount('botc-status-banner', { result, unusualExcluded: true });
    expect(text(el)).toContain('Complete: 1 starting assignment fits everything entered. Unusual rulings were left out of this search.');
  });

  it('points out candidates whose history ends the game, when the record\'s last day is closed (nqt-3a after the game: 5 of 6)', async () => {
    const result = await solveTemporal(nqt3aClosed);
    const el = await mount('botc-status-banner', { result });
    expect(text(el)).toContain('Complete: 6 starting assignments fit everything entered.');
    expect(text(el)).toContain('For 5 of them the example history ends the game (good wins in 5).');
    expect(text(el)).toContain('If the game is still going, end the record with a day that is not over');
    // As published, the day is open: the game goes on, and no candidate has ended it (ruling Q14).
    const open = await solveTemporal(games.nqt3a);
    const going = await mount('botc-status-banner', { result: open });
    expect(text(going)).toContain('Complete: 1 starting assignment fits everything entered.');
    expect(text(going)).not.toContain('ends the game');
  });

  it('says no legal game fits after a complete search with no candidate', async () => {
    const result = await solve(legacyContradiction);
    expect(result.status).toBe('contradiction');
    const el = await mount('botc-status-banner', { result });
    expect(text(el)).toContain('No legal game fits what was entered: check the rows.');
    await expectNoAxeViolations(el);
  });

  it('names the time limit, the nodes and that others may exist', async () => {
    const result = await solveTemporal(timeBounded);
    expect(result.stopReason).toBe('time_limit');
    const el = await mount('botc-status-banner', { result });
    const nodes = result.stats.nodes.toLocaleString('en-US');
    const n = result.candidates.length.toLocaleString('en-US');
    expect(text(el)).toContain(
      `Stopped at the time limit after ${nodes} nodes: ${n} starting assignments found so far; others may exist.`,
    );
    expect(text(el)).toContain('clears nobody');
    expect(text(el)).not.toContain('Complete');
  });

  it('says every seat is decided when only the list stops at the result limit, and lists the assumptions', async () => {
    const result = await solve(legacyOpen);
    expect(result.stopReason).toBe('result_limit');
    expect(result.possibilities!.complete).toBe(true);
    const el = await mount('botc-status-banner', { result });
    const count = result.possibilities!.assignments.count.toLocaleString('en-US');
    expect(text(el)).toContain(`Every seat is decided: at least ${count} starting assignments fit everything entered; the first 80 are listed.`);
    expect(el.shadowRoot!.querySelector('.banner')!.getAttribute('data-state')).toBe('complete');
    const assumed = [...el.shadowRoot!.querySelectorAll('ul[aria-label="Assumptions"] li')].map((li) => li.textContent);
    expect(assumed).toEqual(result.assumptions);
    await expectNoAxeViolations(el);
  });

  it('names the result limit when the per-seat answer is not complete either', async () => {
    const full = await solve(legacyOpen);
    const result = { ...full, possibilities: { ...full.possibilities!, complete: false, ordinaryComplete: false, stopReason: 'time_limit' as const } };
    const el = await mount('botc-status-banner', { result });
    const nodes = result.stats.nodes.toLocaleString('en-US');
    expect(text(el)).toContain(`Stopped at the result limit after ${nodes} nodes: 80 starting assignments found so far; others may exist.`);
    expect(text(el)).toContain('What the search did not reach is marked undecided');
  });

  it('says what is still undecided has no ordinary world when only the search for unusual worlds stopped', async () => {
    const full = await solve(legacyOpen);
    const result = { ...full, possibilities: { ...full.possibilities!, complete: false, ordinaryComplete: true, stopReason: 'node_limit' as const } };
    const el = await mount('botc-status-banner', { result });
    expect(text(el)).toContain('Every world that needs no unusual ruling was decided; the search stopped while it looked for worlds that need one.');
    expect(text(el)).not.toContain('What the search did not reach');
  });

  it('calls an empty bounded search inconclusive, not a contradiction', async () => {
    const result = await solveTemporal(nodeBoundedEmpty);
    expect(result.status).toBe('inconclusive');
    const el = await mount('botc-status-banner', { result });
    expect(result.stats.nodes).toBeGreaterThanOrEqual(5);
    expect(text(el)).toContain(`Stopped at the node limit after ${result.stats.nodes} nodes with no starting assignment found`);
    expect(text(el)).toContain('inconclusive, not a contradiction');
    expect(text(el)).not.toContain('No legal game');
  });

  it('lists every input error with its code, JSON path and message', async () => {
    const result = await solveTemporal(invalidGame);
    expect(result.status).toBe('invalid');
    const el = await mount('botc-status-banner', { result });
    const items = [...el.shadowRoot!.querySelectorAll('li')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim());
    expect(items).toEqual(result.errors.map((e) => `${e.path} (${e.code}): ${e.message}`));
    expect(items.join('\n')).toContain('$.reports[0].player (unknown_player)');
    expect(items.join('\n')).toContain('$.reports[0].value (out_of_range)');
    expect(text(el)).toContain(`${result.errors.length} problems to fix`);
    await expectNoAxeViolations(el);
  });

  it('shows the progress of a running search instead of the last result', async () => {
    const result = await solveTemporal(games.nqt26);
    const el = await mount<HTMLElement & { progress: unknown; updateComplete: Promise<boolean> }>('botc-status-banner', {
      result, running: true, progress: { nodes: 12345, candidates: 2, elapsedMs: 1530, stage: 'candidates' },
    });
    expect(text(el)).toBe('Searching… listing worlds: 12,345 nodes, 2 worlds found, 1.5 s');
    el.progress = { nodes: 99000, candidates: 80, elapsedMs: 2500, stage: 'possibilities' };
    await el.updateComplete;
    expect(text(el)).toBe('Searching… completing the per-seat answer: 99,000 nodes, 80 worlds listed, 2.5 s');
    expect(el.hasAttribute('running')).toBe(true);
  });
});
