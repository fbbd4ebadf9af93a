/**
 * `<botc-status-banner>` on real results: the headline for each way a search can end (one
 * world, a star-pass, several, unusual worlds, partial, blank, contradiction, inconclusive,
 * invalid), the limit that stopped the answer with "Search longer", progress with Stop.
 */
import { afterEach, describe, expect, it } from 'vitest';
import '../../../web/views/status-banner.ts';
import { emptyGame } from '../../../web/model/game.ts';
import { expectNoAxeViolations, mount } from './helpers.ts';
import {
  games, invalidGame, legacyContradiction, legacyOpen, nodeBoundedEmpty, nqt3aClosed, solve, solveTemporal, timeBounded,
} from './view-results.ts';

afterEach(() => document.body.replaceChildren());

type Banner = HTMLElement & { result: unknown; updateComplete: Promise<boolean> };

/** The banner's visible text with whitespace collapsed. */
function text(el: HTMLElement): string {
  return (el.shadowRoot!.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function headline(el: HTMLElement): string {
  return el.shadowRoot!.querySelector('.headline')!.textContent!.replace(/\s+/g, ' ').trim();
}

function state(el: HTMLElement): string | null {
  return el.shadowRoot!.querySelector('.banner')!.getAttribute('data-state');
}

describe('<botc-status-banner>', () => {
  it('one world: a plain headline with names, how it was decided, and what a world is (lsh-tb-01)', async () => {
    const result = await solveTemporal(games.lsh);
    const el = await mount('botc-status-banner', { game: games.lsh, result });
    expect(headline(el)).toBe('Solved: E is the Imp and D the Scarlet Woman. 1 world.');
    expect(state(el)).toBe('solved');
    expect(text(el)).toContain('Complete: every world was checked');
    expect(text(el)).toContain('not probabilities');
    expect(el.shadowRoot!.querySelector('button')).toBeNull();
    const live = el.shadowRoot!.querySelector('[role="status"]')!;
    expect(live.getAttribute('aria-live')).toBe('polite');
    await expectNoAxeViolations(el);
  });

  it('after a star-pass: the Demon now first, then who started as the Imp (nqt-47)', async () => {
    const result = await solveTemporal(games.nqt47);
    const el = await mount('botc-status-banner', { game: games.nqt47, result });
    expect(headline(el)).toBe('Solved: Demon now: Josh (Baron, caught the star-pass); Fraser started as the Imp; Steph is the Drunk. 1 world.');
  });

  it('worlds that need an unusual ruling: apart from the ordinary answer, in words (nqt-40)', async () => {
    const result = await solveTemporal(games.nqt40);
    const el = await mount<Banner>('botc-status-banner', { game: games.nqt40, result });
    expect(headline(el)).toBe('Solved: Adam is the Imp and Tim the Baron; Jasmine is the Drunk. 1 world, and 4 more that need an unusual ruling (a Recluse catching the star-pass). With that ruling, Steph could also be the Demon now.');
    // Paged (the worker sends the first worlds only): the count cannot split them, so it says how many of those listed need one.
    const paged = { ...result, candidates: result.candidates.slice(0, 3) };
    el.result = paged;
    await el.updateComplete;
    const tagged = paged.candidates.filter((c) => c.unusual.length > 0).length;
    expect(headline(el)).toContain('5 worlds, counting those that need an unusual ruling, 5 listed.');
    expect(text(el)).toContain(`Of the first 3 listed, ${tagged} need an unusual ruling: a Recluse catching the star-pass`);
    expect(el.shadowRoot!.querySelector('[data-unusual]')!.classList.contains('unusual')).toBe(true);
    await expectNoAxeViolations(el);
  });

  it('says when the search left unusual rulings out', async () => {
    const result = await solveTemporal(games.nqt40, { unusual: 'exclude' });
    const el = await mount('botc-status-banner', { game: games.nqt40, result, unusualExcluded: true });
    expect(headline(el)).toBe('Solved: Adam is the Imp and Tim the Baron; Jasmine is the Drunk. 1 world. Unusual rulings were left out of this search.');
  });

  it('several worlds: who can be the Demon now and who is certainly good; histories that end the game are pointed out (nqt-3a after the game)', async () => {
    const result = await solveTemporal(nqt3aClosed);
    const el = await mount('botc-status-banner', { game: nqt3aClosed, result });
    expect(state(el)).toBe('open');
    expect(headline(el)).toMatch(/^Demon now: Matthew; certain to be good: .+\. 6 worlds\.$/);
    expect(text(el)).toContain('For 5 of them the example history ends the game (good wins in 5).');
    // As published, the day is open: the game goes on, and no world has ended it (ruling Q14).
    const open = await solveTemporal(games.nqt3a);
    const going = await mount('botc-status-banner', { game: games.nqt3a, result: open });
    expect(text(going)).not.toContain('ends the game');
  });

  it('a blank game is "nothing entered yet", never "decided"', async () => {
    const blank = emptyGame(7);
    const result = await solveTemporal(blank);
    const el = await mount('botc-status-banner', { game: blank, result });
    expect(headline(el)).toBe('Nothing entered yet: any seat can be anything.');
    expect(state(el)).toBe('blank');
    expect(text(el)).not.toMatch(/decided:/);
  });

  it('says no legal game fits only after a complete search with no world', async () => {
    const result = await solve(legacyContradiction);
    expect(result.status).toBe('contradiction');
    const el = await mount('botc-status-banner', { game: legacyContradiction, result });
    expect(headline(el)).toBe('No legal game fits what was entered: some of the rows cannot all be true.');
    expect(text(el)).toContain('Every starting assignment was tried');
    await expectNoAxeViolations(el);
  });

  it('a time limit: a partial answer that names the limit with its value, and "Search longer"', async () => {
    const result = await solveTemporal(timeBounded);
    expect(result.possibilities!.complete).toBe(false);
    const el = await mount('botc-status-banner', { game: timeBounded, result, limits: { maxMs: 200 } });
    expect(headline(el)).toMatch(/^Partial answer, stopped at the time limit \(200 ms\): /);
    expect(state(el)).toBe('partial');
    expect(text(el)).toContain('The per-seat answer stopped at the time limit (200 ms)');
    const asked: unknown[] = [];
    el.addEventListener('botc-search-longer', (e) => asked.push((e as CustomEvent).detail));
    el.shadowRoot!.querySelector<HTMLButtonElement>('button.longer')!.click();
    expect(asked).toEqual([{ limit: 'maxMs' }]);
    await expectNoAxeViolations(el);
    // Read-only: no button.
    const ro = await mount('botc-status-banner', { game: timeBounded, result, readonly: true });
    expect(ro.shadowRoot!.querySelector('button')).toBeNull();
  });

  it('only the list stopped: every seat is decided, and the list limit is named, not blamed', async () => {
    const result = await solve(legacyOpen);
    expect(result.stopReason).toBe('result_limit');
    expect(result.possibilities!.complete).toBe(true);
    const el = await mount('botc-status-banner', { game: legacyOpen, result, limits: { maxResults: 80 } });
    // No evidence at all: a blank first night, whose worlds are more than the list holds.
    expect(headline(el)).toBe('Nothing entered yet: any seat can be anything.');
    expect(text(el)).toContain('The per-seat answer is complete, from all the worlds; the list stops at the list limit (80 worlds)');
    expect(el.shadowRoot!.querySelector('button.longer')).toBeNull();
    const assumed = [...el.shadowRoot!.querySelectorAll('ul[aria-label="Assumptions"] li')].map((li) => li.textContent);
    expect(assumed).toEqual(result.assumptions);
    await expectNoAxeViolations(el);
  });

  it('blames the per-seat answer\'s limit when the list stopped at its own first', async () => {
    const full = await solve(legacyOpen);
    const result = { ...full, possibilities: { ...full.possibilities!, complete: false, ordinaryComplete: false, stopReason: 'time_limit' as const } };
    const el = await mount('botc-status-banner', { game: legacyOpen, result, limits: { maxMs: 1500, maxResults: 80 } });
    expect(headline(el)).toMatch(/^Partial answer, stopped at the time limit \(1\.5 s\): /);
    expect(text(el)).toContain('The per-seat answer stopped at the time limit (1.5 s)');
    expect(text(el)).not.toContain('list limit');
    expect(el.shadowRoot!.querySelector('button.longer')).not.toBeNull();
  });

  it('says what is still undecided has no ordinary world when only the search for unusual worlds stopped', async () => {
    const full = await solve(legacyOpen);
    const result = { ...full, possibilities: { ...full.possibilities!, complete: false, ordinaryComplete: true, stopReason: 'node_limit' as const } };
    const el = await mount('botc-status-banner', { game: legacyOpen, result });
    expect(text(el)).toContain('The ordinary answer is complete; the search for worlds that need an unusual ruling stopped at the node limit');
    // A blank game's headline says nothing of it, so the line below does.
    expect(text(el)).toContain('Whether an unusual ruling allows more is still open (marked undecided).');
    expect(headline(el)).not.toMatch(/^Partial/);
  });

  it('says that the unusual search is open once: in the headline when it says so, not again below (nqt-40 at a node bound)', async () => {
    const result = await solveTemporal({ ...games.nqt40, limits: { maxNodes: 2_180 } });
    expect(result.possibilities!.ordinaryComplete).toBe(true);
    expect(result.possibilities!.complete).toBe(false);
    const el = await mount('botc-status-banner', { game: games.nqt40, result, limits: { maxNodes: 2_180 } });
    expect(headline(el)).toContain('Whether an unusual ruling allows more is still open: stopped at the node limit');
    expect(text(el).split('Whether an unusual ruling allows more is still open')).toHaveLength(2);
    expect(text(el)).toContain('What it did not reach is marked undecided.');
  });

  it('calls an empty bounded search inconclusive, not a contradiction', async () => {
    const result = await solveTemporal(nodeBoundedEmpty);
    expect(result.status).toBe('inconclusive');
    const el = await mount('botc-status-banner', { game: nodeBoundedEmpty, result, limits: { maxNodes: 5 } });
    expect(headline(el)).toBe('No world found before the node limit (5 nodes) stopped the search; this is not a contradiction.');
    expect(state(el)).toBe('inconclusive');
    expect(text(el)).not.toContain('No legal game');
  });

  it('lists every input problem on its row, in words, without JSON paths', async () => {
    const result = await solveTemporal(invalidGame);
    expect(result.status).toBe('invalid');
    const el = await mount('botc-status-banner', { game: invalidGame, result });
    const items = [...el.shadowRoot!.querySelectorAll('li')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim());
    expect(items).toHaveLength(result.errors.length);
    expect(items).toContain("Report 1, zz as Empath: 'zz' is not a seated player");
    expect(items.some((i) => i.startsWith('Report 1, zz as Empath: the value is 9'))).toBe(true);
    expect(items.join('\n')).not.toContain('$.');
    expect(headline(el)).toBe(`The game cannot be searched yet: ${result.errors.length} problems to fix.`);
    await expectNoAxeViolations(el);
  });

  it('shows the progress of a running search, with Stop, instead of the last result', async () => {
    const result = await solveTemporal(games.nqt26);
    const el = await mount<HTMLElement & { progress: unknown; updateComplete: Promise<boolean> }>('botc-status-banner', {
      game: games.nqt26, result, running: true, progress: { nodes: 12345, candidates: 2, elapsedMs: 1530, stage: 'candidates' },
    });
    expect(headline(el)).toBe('Searching… listing worlds: 12,345 nodes, 2 worlds found, 1.5 s');
    let stopped = 0;
    el.addEventListener('botc-search-stop', () => { stopped++; });
    el.shadowRoot!.querySelector<HTMLButtonElement>('button.stop')!.click();
    expect(stopped).toBe(1);
    el.progress = { nodes: 99000, candidates: 80, elapsedMs: 2500, stage: 'possibilities' };
    await el.updateComplete;
    expect(headline(el)).toBe('Searching… completing the per-seat answer: 99,000 nodes, 80 worlds listed, 2.5 s');
    expect(el.hasAttribute('running')).toBe(true);
  });
});
