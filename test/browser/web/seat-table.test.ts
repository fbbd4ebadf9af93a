/**
 * `<botc-seat-table>` on temporal results (nqt-26, nqt-40: one ordinary answer, and more
 * worlds that need an unusual ruling) and a legacy one (lsh-tb-01's seats, no evidence):
 * settled seats in one line, the others in a table, those that can be the Demon now first.
 */
import { afterEach, describe, expect, it } from 'vitest';
import '../../../web/views/seat-table.ts';
import { expectNoAxeViolations, mount } from './helpers.ts';
import { XSS_NAME, games, legacyOpen, solve, solveTemporal, withXssName } from './view-results.ts';

afterEach(() => document.body.replaceChildren());

/** Each body row as [header, characters (one per item), Demon now (temporal)]. */
function rows(el: HTMLElement): string[][] {
  return [...el.shadowRoot!.querySelectorAll('tbody tr')].map((tr) => [
    tr.querySelector('th')!.textContent!.trim(),
    [...tr.querySelectorAll('td:nth-of-type(1) li')].map((li) => li.textContent!.trim()).join(' | '),
    ...[...tr.querySelectorAll('td:nth-of-type(2)')].map((td) => td.textContent!.trim()),
  ]);
}

/** The settled seats' line, whitespace collapsed. */
function settledLine(el: HTMLElement): string {
  return (el.shadowRoot!.querySelector('[data-settled]')?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

describe('<botc-seat-table>', () => {
  it('sums up the settled seats in one line, then the others, the Demon now first, with what only an unusual ruling allows marked (nqt-26)', async () => {
    const result = await solveTemporal(games.nqt26);
    const el = await mount('botc-seat-table', { game: games.nqt26, result });
    expect(settledLine(el)).toBe('Settled: 1. You: Empath; 2. Olivia: Saint; 3. Dan: Slayer.');
    expect(el.shadowRoot!.querySelector('caption')!.textContent)
      .toBe('What the other seats can have started as, those that can be the Demon now first');
    expect([...el.shadowRoot!.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Player', 'Can have started as', 'Demon now']);
    const unusual = (role: string, n: number) => `${role} in ${n} of 2 worlds that need an unusual ruling`;
    expect(rows(el)).toEqual([
      ['4. Tom', `Imp | ${unusual('Recluse', 2)}`, 'Yes'],
      ['5. Matthew', `Poisoner | ${unusual('Baron', 2)}`, 'No'],
      ['6. Josh', `Soldier | ${unusual('Imp', 2)}`, 'No'],
      ['7. Sula', `Undertaker | ${unusual('Drunk', 1)}`, 'No'],
      ['8. Fraser', `Chef | ${unusual('Drunk', 1)}`, 'No'],
    ]);
    // The unusual lines are the marked ones (a dashed bar beside their words), the ordinary ones are not.
    const tom = [...el.shadowRoot!.querySelectorAll<HTMLElement>('tr[data-player="p4"] td:nth-of-type(1) li')];
    expect(tom.map((li) => li.classList.contains('unusual'))).toEqual([false, true]);
    expect(getComputedStyle(tom[1]!).borderLeftStyle).toBe('dashed');
    expect(getComputedStyle(tom[0]!).borderLeftStyle).toBe('none');
    expect(el.shadowRoot!.querySelector('[data-demons]')!.textContent).toBe('Can be the Demon now: Tom.');
    await expectNoAxeViolations(el);
  });

  it('marks the Demon now and the evil teams only an unusual ruling allows, apart from the ordinary ones (nqt-40)', async () => {
    const result = await solveTemporal(games.nqt40);
    const el = await mount('botc-seat-table', { game: games.nqt40, result });
    const steph = el.shadowRoot!.querySelector<HTMLElement>('tr[data-player="p3"] td:nth-of-type(2)')!;
    expect(steph.textContent!.trim()).toBe('Only with an unusual ruling');
    expect(steph.classList.contains('unusual')).toBe(true);
    expect(el.shadowRoot!.querySelector('[data-demons]')!.textContent).toBe('Can be the Demon now: Adam.');
    expect(el.shadowRoot!.querySelector('[data-demons-unusual]')!.textContent).toBe('Can be the Demon now only with an unusual ruling: Steph.');
    const teams = [...el.shadowRoot!.querySelectorAll('[data-teams] li')];
    expect(teams.map((li) => [li.textContent!.trim(), li.classList.contains('unusual')])).toEqual([
      ['Tim, Adam', false],
      ['Matthew, Tim — only with an unusual ruling', true],
      ['Jasmine, Fraser — only with an unusual ruling', true],
      ['Hannah, Fraser — only with an unusual ruling', true],
      ['Fraser, Tim — only with an unusual ruling', true],
    ]);
    // An unusual cell's example is a world tagged with its ruling.
    const chosen: string[] = [];
    el.addEventListener('botc-select-candidate', (e) => chosen.push((e as CustomEvent<{ id: string }>).detail.id));
    el.shadowRoot!.querySelector<HTMLButtonElement>('tr[data-player="p9"] li.unusual button.example')!.click();
    const world = [...result.candidates, ...result.possibilities!.examples].find((c) => c.id === chosen[0])!;
    expect(world.assignments.p9).toBe('slayer');
    expect(world.unusual).toEqual(['recluse_star_pass']);
    await expectNoAxeViolations(el);
  });

  it("opens a character's example world", async () => {
    const result = await solveTemporal(games.nqt26);
    const el = await mount('botc-seat-table', { game: games.nqt26, result });
    const chosen: string[] = [];
    el.addEventListener('botc-select-candidate', (e) => chosen.push((e as CustomEvent<{ id: string }>).detail.id));
    const imp = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('tr[data-player="p4"] button.example')]
      .find((b) => b.textContent!.startsWith('Imp'))!;
    imp.click();
    const world = result.candidates.find((c) => c.id === chosen[0])!;
    expect(world.assignments.p4).toBe('imp');
  });

  it('says a team seen only with an unusual ruling is so only so far while the ordinary worlds are undecided', async () => {
    const full = await solveTemporal(games.nqt40);
    const p = structuredClone(full.possibilities!);
    Object.assign(p, { complete: false, ordinaryComplete: false, stopReason: 'time_limit' });
    p.evilTeams.complete = false;
    const el = await mount('botc-seat-table', { game: games.nqt40, result: { ...full, possibilities: p } });
    const teams = [...el.shadowRoot!.querySelectorAll('[data-teams] li.unusual')].map((li) => li.textContent!.trim());
    expect(teams[0]).toBe('Matthew, Tim — so far only with an unusual ruling');
  });

  it('marks undecided characters and the Demon now of a search stopped early', async () => {
    const full = await solveTemporal(games.nqt26);
    const p = structuredClone(full.possibilities!);
    p.complete = false;
    p.ordinaryComplete = false;
    p.stopReason = 'time_limit';
    p.seats.p1!.starting.spy = null;
    p.seats.p1!.demonNow = null;
    const el = await mount('botc-seat-table', { game: games.nqt26, result: { ...full, possibilities: p } });
    expect(el.shadowRoot!.querySelector('caption')!.textContent).toContain('(undecided where the search stopped)');
    const row = rows(el).find((r) => r[0] === '1. You')!;
    expect(row[1]).toBe('Empath | Undecided: Spy');
    expect(row[2]).toBe('Undecided');
  });

  it('says a cell still undecided once every ordinary world is decided is only perhaps possible with an unusual ruling', async () => {
    const full = await solveTemporal(games.nqt26);
    const p = structuredClone(full.possibilities!);
    p.complete = false;
    p.stopReason = 'node_limit';
    p.seats.p1!.starting.spy = null;
    p.seats.p1!.demonNow = null;
    expect(p.ordinaryComplete).toBe(true);
    const el = await mount('botc-seat-table', { game: games.nqt26, result: { ...full, possibilities: p } });
    const row = rows(el).find((r) => r[0] === '1. You')!;
    expect(row[1]).toBe('Empath | Only perhaps with an unusual ruling (undecided): Spy');
    expect(row[2]).toBe('Only perhaps with an unusual ruling (undecided)');
    expect(el.shadowRoot!.querySelector('[data-demons]')!.textContent).toBe('Can be the Demon now: Tom (the others: only perhaps with an unusual ruling, still undecided).');
  });

  it('works on a legacy result with more assignments than listed: every possible character, no counts', async () => {
    const result = await solve(legacyOpen);
    expect(result.possibilities!.assignments.exact).toBe(false);
    const el = await mount('botc-seat-table', { game: legacyOpen, result });
    expect(el.shadowRoot!.querySelector('caption')!.textContent).toBe('What each seat can have started as');
    expect([...el.shadowRoot!.querySelectorAll('thead th')]).toHaveLength(2);
    expect(el.shadowRoot!.querySelector('[data-settled]')).toBeNull();
    const p1 = result.possibilities!.seats.p1!;
    const possible = Object.keys(p1.starting).filter((r) => p1.starting[r as keyof typeof p1.starting] === true);
    const shown = [...el.shadowRoot!.querySelectorAll('tr[data-player="p1"] li')].map((li) => li.textContent!.trim());
    expect(shown).toHaveLength(possible.length);
    expect(shown).toContain('Imp');
    expect(shown.some((line) => / in \d+ of /.test(line))).toBe(false);
    // A long list folds behind one line, so that the table stays short; the fewest possibilities come first.
    expect(possible.length).toBeGreaterThan(6);
    expect(el.shadowRoot!.querySelector('tr[data-player="p1"] details[data-folded] summary')!.textContent).toMatch(new RegExp(`^Any of ${possible.length} characters: `));
    const counts = [...el.shadowRoot!.querySelectorAll('tbody tr')].map((tr) => tr.querySelectorAll('li').length);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
  });

  it('shows a player name with markup as text', async () => {
    const result = await solveTemporal(games.nqt26);
    const el = await mount('botc-seat-table', { game: withXssName(games.nqt26), result });
    expect(settledLine(el)).toContain(`1. ${XSS_NAME}: Empath`);
    expect(el.shadowRoot!.querySelector('img')).toBeNull();
  });
});
