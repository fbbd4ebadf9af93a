/** `<botc-seat-table>` on a temporal result (nqt-26) and a legacy one (lsh-tb-01's seats, no evidence). */
import { afterEach, describe, expect, it } from 'vitest';
import '../../../web/views/seat-table.ts';
import { expectNoAxeViolations, mount } from './helpers.ts';
import { XSS_NAME, games, legacyOpen, solve, solveTemporal, withXssName } from './view-results.ts';

afterEach(() => document.body.replaceChildren());

/** Each body row as [header, characters (one per line), type, Demon now (temporal)]. */
function rows(el: HTMLElement): string[][] {
  return [...el.shadowRoot!.querySelectorAll('tbody tr')].map((tr) => [
    tr.querySelector('th')!.textContent!.trim(),
    [...tr.querySelectorAll('td:nth-of-type(1) li')].map((li) => li.textContent!.trim()).join(' | '),
    tr.querySelector('td:nth-of-type(2)')!.textContent!.trim(),
    ...[...tr.querySelectorAll('td:nth-of-type(3)')].map((td) => td.textContent!.trim()),
  ]);
}

describe('<botc-seat-table>', () => {
  it('lists each seat with its possible characters, counts, types and the Demon now (nqt-26)', async () => {
    const result = await solveTemporal(games.nqt26);
    const el = await mount('botc-seat-table', { game: games.nqt26, result });
    expect(el.shadowRoot!.querySelector('caption')!.textContent).toBe('What each seat can start as, over 3 starting assignments');
    expect([...el.shadowRoot!.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Player', 'Starting character', 'Type', 'Demon now']);
    const demons = Object.entries(result.possibilities!.seats).filter(([, s]) => s.demonNow).map(([id]) => id);
    const now = (id: string) => (demons.includes(id) ? 'Yes' : 'No');
    expect(rows(el)).toEqual([
      ['1. You', 'Empath in 3 of 3 assignments', 'Always Townsfolk', now('p1')],
      ['2. Olivia', 'Saint in 3 of 3 assignments', 'Always Outsider', now('p2')],
      ['3. Dan', 'Slayer in 3 of 3 assignments', 'Always Townsfolk', now('p3')],
      ['4. Tom', 'Recluse in 2 of 3 assignments | Imp in 1 of 3 assignments', 'Imp (Demon) or Outsider', now('p4')],
      ['5. Matthew', 'Baron in 2 of 3 assignments | Poisoner in 1 of 3 assignments', 'Always Minion', now('p5')],
      ['6. Josh', 'Imp in 2 of 3 assignments | Soldier in 1 of 3 assignments', 'Imp (Demon) or Townsfolk', now('p6')],
      ['7. Sula', 'Undertaker in 2 of 3 assignments | Drunk in 1 of 3 assignments', 'Outsider or Townsfolk', now('p7')],
      ['8. Fraser', 'Chef in 2 of 3 assignments | Drunk in 1 of 3 assignments', 'Outsider or Townsfolk', now('p8')],
    ]);
    expect(demons.length).toBeGreaterThan(0);
    expect(el.shadowRoot!.querySelector('[data-demons]')!.textContent).toContain('Can be the Demon now:');
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

  it('marks undecided characters and the Demon now of a search stopped early', async () => {
    const full = await solveTemporal(games.nqt26);
    const p = structuredClone(full.possibilities!);
    p.complete = false;
    p.stopReason = 'time_limit';
    p.seats.p1!.starting.spy = null;
    p.seats.p1!.demonNow = null;
    const el = await mount('botc-seat-table', { game: games.nqt26, result: { ...full, possibilities: p } });
    expect(el.shadowRoot!.querySelector('caption')!.textContent).toContain('(undecided where the search stopped)');
    const row = rows(el)[0]!;
    expect(row[1]).toBe('Empath in 3 of 3 assignments | Undecided: Spy');
    expect(row[2]).toBe('Townsfolk; undecided: Minion');
    expect(row[3]).toBe('Undecided');
  });

  it('works on a legacy result with more assignments than listed: every possible character, no counts', async () => {
    const result = await solve(legacyOpen);
    expect(result.possibilities!.assignments.exact).toBe(false);
    const el = await mount('botc-seat-table', { game: legacyOpen, result });
    const count = result.possibilities!.assignments.count.toLocaleString('en-US');
    expect(el.shadowRoot!.querySelector('caption')!.textContent).toBe(`What each seat can start as, over at least ${count} starting assignments`);
    expect([...el.shadowRoot!.querySelectorAll('thead th')]).toHaveLength(3);
    const p1 = result.possibilities!.seats.p1!;
    const possible = Object.keys(p1.starting).filter((r) => p1.starting[r as keyof typeof p1.starting] === true);
    const shown = [...el.shadowRoot!.querySelectorAll('tr[data-player="p1"] li')].map((li) => li.textContent!.trim());
    expect(shown).toHaveLength(possible.length);
    expect(shown).toContain('Imp');
    expect(shown.some((line) => / in \d+ of /.test(line))).toBe(false);
  });

  it('shows a player name with markup as text', async () => {
    const result = await solveTemporal(games.nqt26);
    const el = await mount('botc-seat-table', { game: withXssName(games.nqt26), result });
    expect(el.shadowRoot!.querySelector('tbody th')!.textContent).toBe(`1. ${XSS_NAME}`);
    expect(el.shadowRoot!.querySelector('img')).toBeNull();
  });
});
