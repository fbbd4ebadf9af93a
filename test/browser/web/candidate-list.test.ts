/** `<botc-candidate-list>`: compact assignments, the example's hidden parts, and choosing one. */
import { afterEach, describe, expect, it } from 'vitest';
import '../../../web/views/candidate-list.ts';
import type { BotcCandidateList } from '../../../web/views/candidate-list.ts';
import { SELECT_CANDIDATE, type SelectCandidateDetail } from '../../../web/views/candidate-list.ts';
import { expectNoAxeViolations, mount, settle } from './helpers.ts';
import { XSS_NAME, games, legacyOpen, nqt3aClosed, solve, solveTemporal, withXssName } from './view-results.ts';

afterEach(() => document.body.replaceChildren());

function entries(el: HTMLElement): HTMLLIElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLLIElement>('ol > li')];
}

function lines(li: HTMLElement): string[] {
  return [...li.querySelectorAll('p')].map((p) => p.textContent!.replace(/\s+/g, ' ').trim());
}

describe('<botc-candidate-list>', () => {
  it('lists each assignment evil first, and says a witness is one example (nqt-26)', async () => {
    const result = await solveTemporal(games.nqt26);
    const el = await mount('botc-candidate-list', { game: games.nqt26, result, selected: null });
    expect(entries(el)).toHaveLength(3);
    expect(lines(entries(el)[0]!)).toEqual([
      'Evil: Tom Imp, Matthew Poisoner',
      'Good: You Empath, Olivia Saint, Dan Slayer, Josh Soldier, Sula Undertaker, Fraser Chef',
      'Dead at the end: You, Olivia, Dan, Josh.',
    ]);
    expect(el.shadowRoot!.textContent).toContain('one example history (a witness)');
    await expectNoAxeViolations(el);
  });

  it('lists the ordinary assignment first and those that need an unusual ruling apart, each labelled with its ruling (nqt-40)', async () => {
    const solved = await solveTemporal(games.nqt40);
    // The library lists the ordinary answer first; the list keeps it first whatever the order it is given.
    expect(solved.candidates[0]!.unusual).toEqual([]);
    const result = { ...solved, candidates: [...solved.candidates].reverse() };
    expect(result.candidates[0]!.unusual).toEqual(['recluse_star_pass']);
    const el = await mount('botc-candidate-list', { game: games.nqt40, result, selected: null });
    const ordinary = [...el.shadowRoot!.querySelectorAll<HTMLLIElement>('ol[aria-label="Worlds"] > li')];
    expect(ordinary.map((li) => li.dataset.id)).toEqual(result.candidates.filter((c) => c.unusual.length === 0).map((c) => c.id));
    expect(lines(ordinary[0]!)[0]).toBe('Evil: Tim Baron, Adam Imp');
    const apart = el.shadowRoot!.querySelector<HTMLOListElement>('ol[data-unusual]')!;
    expect(el.shadowRoot!.getElementById(apart.getAttribute('aria-labelledby')!)!.textContent).toBe('Only with an unusual ruling');
    const unusual = [...apart.querySelectorAll<HTMLLIElement>(':scope > li')];
    expect(unusual).toHaveLength(4);
    for (const li of unusual) {
      expect(li.classList.contains('unusual')).toBe(true);
      expect(lines(li)[0]).toBe('Needs an unusual ruling: a Recluse catching the star-pass (legal; officially recommended against).');
    }
    expect(entries(el).map((li) => li.querySelector('button')!.textContent)).toEqual(['World 1', 'World 2', 'World 3', 'World 4', 'World 5']);
    expect(getComputedStyle(unusual[0]!).borderLeftStyle).toBe('dashed');
    await expectNoAxeViolations(el);
  });

  it('choosing an entry dispatches botc-select-candidate with its id, across the shadow root', async () => {
    const result = await solveTemporal(games.nqt26);
    const el = await mount('botc-candidate-list', { game: games.nqt26, result, selected: 'c1' });
    const seen: SelectCandidateDetail[] = [];
    document.body.addEventListener(SELECT_CANDIDATE, (e) => seen.push((e as CustomEvent<SelectCandidateDetail>).detail));
    const buttons = entries(el).map((li) => li.querySelector('button')!);
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
    buttons[1]!.click();
    await settle(el);
    expect(seen).toEqual([{ id: result.candidates[1]!.id }]);
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);
  });

  it("shows the Drunk's shown token and the final characters of the example (nqt-47)", async () => {
    const result = await solveTemporal(games.nqt47);
    const el = await mount('botc-candidate-list', { game: games.nqt47, result, selected: null });
    const shown = lines(entries(el)[0]!);
    expect(shown[0]).toBe('Evil: Josh Baron, Fraser Imp');
    expect(shown).toContain('Steph is the Drunk, shown the Undertaker token (example).');
    expect(shown).toContain('At the end: Josh is now the Imp.');
  });

  it('says which histories end the game (nqt-3a after the game)', async () => {
    const result = await solveTemporal(nqt3aClosed);
    const el = await mount('botc-candidate-list', { game: nqt3aClosed, result, selected: null });
    const over = entries(el).filter((li) => li.textContent!.includes('This history ends the game: good wins.'));
    expect(over).toHaveLength(result.candidates.filter((c) => c.winner === 'good').length);
    expect(over).toHaveLength(5);
  });

  it('shows legacy candidates (poison example), 20 at a time, and asks for the next page of a long list', async () => {
    const full = await solve(legacyOpen);
    expect(full.candidates.length).toBe(80);
    // As the worker sends it with pages of 50: the first page, and the count of them all.
    const result = { ...full, candidates: full.candidates.slice(0, 50) };
    const el = await mount<BotcCandidateList>('botc-candidate-list', { game: legacyOpen, result, selected: null });
    expect(entries(el)).toHaveLength(20);
    expect(lines(entries(el)[0]!)).toEqual(['Evil: A Imp, E Poisoner', 'Good: B Washerwoman, C Librarian, D Investigator', 'Poisoned on night 1 (example): A']);
    const more = () => [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent!.startsWith('Show more'));
    expect(more()!.textContent).toBe('Show more (60 not shown)');
    let asked = 0;
    el.addEventListener('botc-more-candidates', () => { asked++; });
    more()!.click();
    await settle(el);
    expect(entries(el)).toHaveLength(40);
    expect(asked).toBe(0); // still within the page at hand
    more()!.click();
    await settle(el);
    expect(entries(el)).toHaveLength(50);
    expect(asked).toBe(1); // beyond it: the host fetches the next page
    el.result = full;
    await settle(el);
    expect(entries(el)).toHaveLength(60);
    more()!.click();
    await settle(el);
    expect(entries(el)).toHaveLength(80);
    expect(more()).toBeUndefined();
  });

  it('shows a player name with markup as text', async () => {
    const result = await solveTemporal(games.nqt26);
    const el = await mount('botc-candidate-list', { game: withXssName(games.nqt26), result, selected: null });
    expect(lines(entries(el)[0]!)[1]).toContain(`${XSS_NAME} Empath`);
    expect(el.shadowRoot!.querySelector('img')).toBeNull();
  });
});
