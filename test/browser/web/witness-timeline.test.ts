/** `<botc-witness-timeline>` replaying nqt-47's witness (and nqt-40's unusual ones) with the library's replay. */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TemporalResult } from '../../../src/contract/result.ts';
import '../../../web/views/witness-timeline.ts';
import { expectNoAxeViolations, mount } from './helpers.ts';
import { XSS_NAME, games, libraryReplayer, solveTemporal, withXssName } from './view-results.ts';

let result: TemporalResult;
beforeAll(async () => { result = await solveTemporal(games.nqt47); });
afterEach(() => document.body.replaceChildren());

function phase(el: HTMLElement, label: string): string[] {
  const li = el.shadowRoot!.querySelector(`li[data-phase="${label}"]`)!;
  return [...li.querySelectorAll(':scope > p')].map((p) => p.textContent!.replace(/\s+/g, ' ').trim());
}

describe('<botc-witness-timeline>', () => {
  it('says this is one example history, and shows it phase by phase', async () => {
    const el = await mount('botc-witness-timeline', { game: games.nqt47, candidate: result.candidates[0], replayer: libraryReplayer });
    expect(el.shadowRoot!.textContent).toContain('it is not proven fact');
    expect([...el.shadowRoot!.querySelectorAll('li[data-phase]')].map((li) => li.getAttribute('data-phase')))
      .toEqual(['N1', 'D1', 'N2', 'D2', 'N3', 'D3', 'N4', 'D4']);
    expect([...el.shadowRoot!.querySelectorAll('h4')].map((h) => h.textContent).slice(0, 3)).toEqual(['Night 1', 'Day 1', 'Night 2']);
    await expectNoAxeViolations(el);
  });

  it("shows the Imp's attack, the successor and who holds the Imp (nqt-47, night 2)", async () => {
    const el = await mount('botc-witness-timeline', { game: games.nqt47, candidate: result.candidates[0], replayer: libraryReplayer });
    expect(phase(el, 'N1')).toContain('The Imp is Fraser.');
    expect(phase(el, 'N1')).toContain('The Butler chose You as master.');
    const n2 = phase(el, 'N2');
    expect(n2).toContain('The Imp attacked Fraser.');
    expect(n2).toContain('Josh became the Imp.');
    expect(n2).toContain('Died: Fraser.');
    expect(n2).toContain('The Imp is Josh.');
    expect(n2).toContain('Alive (7): Olivia, Steph, Josh, Sula, Oscar, Jasmine, Tom.');
    expect(phase(el, 'N3')).toContain('The Imp attacked Oscar.');
    expect(phase(el, 'D1')).toContain('Died: You.');
    const log = [...el.shadowRoot!.querySelectorAll('li[data-phase="N2"] .log li')].map((li) => li.textContent);
    expect(log).toContain('Josh becomes the Imp');
  });

  it('says when no ordinary history fits the assignment, naming the unusual ruling its example needs (nqt-40)', async () => {
    const nqt40 = await solveTemporal(games.nqt40);
    const [ordinary, unusual] = [nqt40.candidates.find((c) => c.unusual.length === 0)!, nqt40.candidates.find((c) => c.unusual.length > 0)!];
    const el = await mount('botc-witness-timeline', { game: games.nqt40, candidate: unusual, replayer: libraryReplayer });
    const note = el.shadowRoot!.querySelector('[data-unusual]')!;
    expect(note.textContent!.replace(/\s+/g, ' ').trim()).toBe('No ordinary history fits this assignment: it needs an unusual ruling, '
      + 'a Recluse catching the star-pass (legal; officially recommended against).');
    await expectNoAxeViolations(el);
    const plain = await mount('botc-witness-timeline', { game: games.nqt40, candidate: ordinary, replayer: libraryReplayer });
    expect(plain.shadowRoot!.querySelector('[data-unusual]')).toBeNull();
  });

  it('shows which night each report was placed on', async () => {
    const el = await mount('botc-witness-timeline', { game: games.nqt47, candidate: result.candidates[0], replayer: libraryReplayer });
    expect(phase(el, 'N1')).toContain(
      "Reports placed on this night: Olivia's Investigator report (row 1); Jasmine's Washerwoman report (row 5); Tom's Chef report (row 6).",
    );
    expect(phase(el, 'N2')).toContain(
      "Reports placed on this night: Steph's Undertaker report (row 2); Fraser's Ravenkeeper report (row 7).",
    );
  });

  it('shows a replay that rejects, and the errors a replay returns', async () => {
    const rejecting = await mount('botc-witness-timeline', {
      game: games.nqt47, candidate: result.candidates[0], replayer: () => Promise.reject(new Error('worker stopped')),
    });
    expect(rejecting.shadowRoot!.querySelector('[role="alert"]')!.textContent).toBe('The replay failed: worker stopped');

    const c = structuredClone(result.candidates[0]!);
    c.witness.nights[0]!.number = 9;
    const el = await mount('botc-witness-timeline', { game: games.nqt47, candidate: c, replayer: libraryReplayer });
    const alert = el.shadowRoot!.querySelector('[role="alert"]')!.textContent!.replace(/\s+/g, ' ');
    expect(alert).toContain('The replay could not run:');
    expect(alert).toContain('$witness.nights[0].number (out_of_range)');
  });

  it('shows a player name with markup as text', async () => {
    const game = withXssName(games.nqt47);
    const el = await mount('botc-witness-timeline', { game, candidate: result.candidates[0], replayer: libraryReplayer });
    expect(phase(el, 'N1')).toContain(`The Butler chose ${XSS_NAME} as master.`);
    expect(el.shadowRoot!.querySelector('img')).toBeNull();
  });
});
