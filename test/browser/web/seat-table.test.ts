/** `<botc-seat-table>` on a temporal result (nqt-26) and a legacy one (lsh-tb-01's seats, no evidence). */
import { afterEach, describe, expect, it } from 'vitest';
import '../../../web/views/seat-table.ts';
import { expectNoAxeViolations, mount } from './helpers.ts';
import { XSS_NAME, games, legacyOpen, solve, solveTemporal, withXssName } from './view-results.ts';

afterEach(() => document.body.replaceChildren());

/** Each body row as [header, characters (one per line), type]. */
function rows(el: HTMLElement): string[][] {
  return [...el.shadowRoot!.querySelectorAll('tbody tr')].map((tr) => [
    tr.querySelector('th')!.textContent!.trim(),
    [...tr.querySelectorAll('td:nth-of-type(1) li')].map((li) => li.textContent).join(' | '),
    tr.querySelector('td:nth-of-type(2)')!.textContent!.trim(),
  ]);
}

describe('<botc-seat-table>', () => {
  it('lists each seat with its possible characters, counts and types (nqt-26)', async () => {
    const result = await solveTemporal(games.nqt26);
    const el = await mount('botc-seat-table', { game: games.nqt26, result });
    expect(el.shadowRoot!.querySelector('caption')!.textContent).toBe('What each seat can start as, over 3 assignments');
    expect([...el.shadowRoot!.querySelectorAll('thead th')].map((th) => th.getAttribute('scope'))).toEqual(['col', 'col', 'col']);
    expect(rows(el)).toEqual([
      ['1. You', 'Empath in 3 of 3 assignments', 'Always Townsfolk'],
      ['2. Olivia', 'Saint in 3 of 3 assignments', 'Always Outsider'],
      ['3. Dan', 'Slayer in 3 of 3 assignments', 'Always Townsfolk'],
      ['4. Tom', 'Recluse in 2 of 3 assignments | Imp in 1 of 3 assignments', 'Imp (Demon) or Outsider'],
      ['5. Matthew', 'Baron in 2 of 3 assignments | Poisoner in 1 of 3 assignments', 'Always Minion'],
      ['6. Josh', 'Imp in 2 of 3 assignments | Soldier in 1 of 3 assignments', 'Imp (Demon) or Townsfolk'],
      ['7. Sula', 'Undertaker in 2 of 3 assignments | Drunk in 1 of 3 assignments', 'Outsider or Townsfolk'],
      ['8. Fraser', 'Chef in 2 of 3 assignments | Drunk in 1 of 3 assignments', 'Outsider or Townsfolk'],
    ]);
    await expectNoAxeViolations(el);
  });

  it('works on a legacy result: every seat counts all the assignments found', async () => {
    const result = await solve(legacyOpen);
    const el = await mount('botc-seat-table', { game: legacyOpen, result });
    const total = result.candidates.length;
    expect(el.shadowRoot!.querySelector('caption')!.textContent).toBe(`What each seat can start as, over ${total} assignments`);
    for (const tr of el.shadowRoot!.querySelectorAll('tbody tr')) {
      const counts = [...tr.querySelectorAll('li')].map((li) => Number(/ in (\d+) of /.exec(li.textContent!)![1]));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(total);
    }
    const a = result.candidates.filter((c) => c.assignments.p1 === 'imp').length;
    expect(el.shadowRoot!.querySelector('tr[data-player="p1"]')!.textContent).toContain(`Imp in ${a} of ${total} assignments`);
  });

  it('shows a player name with markup as text', async () => {
    const result = await solveTemporal(games.nqt26);
    const el = await mount('botc-seat-table', { game: withXssName(games.nqt26), result });
    expect(el.shadowRoot!.querySelector('tbody th')!.textContent).toBe(`1. ${XSS_NAME}`);
    expect(el.shadowRoot!.querySelector('img')).toBeNull();
  });
});
