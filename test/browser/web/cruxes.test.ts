/** `<botc-cruxes>` on a legacy result's top cruxes (lsh-tb-01's seats with no evidence). */
import { afterEach, describe, expect, it } from 'vitest';
import '../../../web/views/cruxes.ts';
import { expectNoAxeViolations, mount } from './helpers.ts';
import { XSS_NAME, legacyOpen, solve, withXssName } from './view-results.ts';

afterEach(() => document.body.replaceChildren());

describe('<botc-cruxes>', () => {
  it('shows each question, its answers with counts, basis and next step', async () => {
    const result = await solve(legacyOpen);
    const cruxes = result.topCruxes;
    expect(cruxes.length).toBeGreaterThan(0);
    const el = await mount('botc-cruxes', { game: legacyOpen, cruxes });
    const items = [...el.shadowRoot!.querySelectorAll('ol.cruxes > li')];
    expect(items).toHaveLength(cruxes.length);
    items.forEach((li, i) => {
      const crux = cruxes[i]!;
      const total = crux.answers.reduce((s, a) => s + a.count, 0);
      expect(li.querySelector('strong')!.textContent).toBe(crux.question);
      expect([...li.querySelectorAll('ul li')].map((x) => x.textContent))
        .toEqual(crux.answers.map((a) => `${a.answer}: ${a.count} of ${total} worlds`));
      expect(li.textContent).toContain(crux.basis);
      expect(li.textContent).toContain(`Next step: ${crux.nextStep}`);
    });
    expect(items[0]!.querySelector('ul li')!.textContent).toBe('good: 64 of 80 worlds');
    expect(el.shadowRoot!.textContent).toContain('not odds');
    await expectNoAxeViolations(el);
  });

  it('names the player of each answer list from the game, as text', async () => {
    const result = await solve(legacyOpen);
    const el = await mount('botc-cruxes', { game: withXssName(legacyOpen), cruxes: result.topCruxes });
    expect(el.shadowRoot!.querySelector('li[data-player="p1"] ul')!.getAttribute('aria-label')).toBe(`Answers about ${XSS_NAME}`);
    expect(el.shadowRoot!.querySelector('img')).toBeNull();
  });

  it('says so when there is no question to ask', async () => {
    const el = await mount('botc-cruxes', { game: legacyOpen, cruxes: [] });
    expect(el.shadowRoot!.textContent).toBe('No question splits the assignments found.');
  });
});
