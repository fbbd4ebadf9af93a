/**
 * `<botc-town-circle>`, the grimoire circle, on real results: nqt-26 (one ordinary world,
 * two more that need an unusual ruling), nqt-3a asked after the game (six worlds), nqt-47
 * (a star-pass) and nqt-10 (a Poisoner): seat order, names and claims on the seats, colours
 * by type, the Demon-now mark, shrouds, one world's reminders, seat details, what only an
 * unusual ruling allows marked apart, and 15 seats on a phone without overlaps.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { TemporalResult } from '../../../src/contract/result.ts';
import '../../../web/views/town-circle.ts';
import { teamColour } from '../../../web/ui/styles.ts';
import { expectNoAxeViolations, mount, settle } from './helpers.ts';
import { XSS_NAME, games, nqt3aClosed, solveTemporal, timeBounded, withXssName } from './view-results.ts';

let result: TemporalResult;
let closed: TemporalResult;
beforeAll(async () => { [result, closed] = await Promise.all([solveTemporal(games.nqt26), solveTemporal(nqt3aClosed)]); });
afterEach(() => document.body.replaceChildren());

function seat(el: HTMLElement, player: string): HTMLButtonElement {
  return el.shadowRoot!.querySelector<HTMLButtonElement>(`button.seat[data-player="${player}"]`)!;
}

/** The colour a `--botc-*` default resolves to, as the browser writes it (`rgb(…)`). */
function resolved(colour: string): string {
  const probe = document.createElement('span');
  probe.style.color = colour;
  document.body.append(probe);
  const rgb = getComputedStyle(probe).color;
  probe.remove();
  return rgb;
}

function centre(button: HTMLElement): { x: number; y: number } {
  const r = button.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

describe('<botc-town-circle>', () => {
  it('seats the players clockwise with seat 1 at the top', async () => {
    const el = await mount('botc-town-circle', { game: games.nqt26, result });
    expect([...el.shadowRoot!.querySelectorAll('button.seat')].map((b) => (b as HTMLElement).dataset.player))
      .toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8']);
    const [top, right, bottom, left] = ['p1', 'p3', 'p5', 'p7'].map((p) => centre(seat(el, p)));
    expect(top!.y).toBeLessThan(right!.y);
    expect(right!.x).toBeGreaterThan(top!.x);
    expect(bottom!.y).toBeGreaterThan(right!.y);
    expect(left!.x).toBeLessThan(top!.x);
  });

  it('splits a seat that can be two types between both colours, and names its characters (Tom: Imp or Recluse)', async () => {
    const el = await mount('botc-town-circle', { game: nqt3aClosed, result: closed });
    const tom = seat(el, 'p3');
    expect(tom.dataset.teams).toBe('Demon Outsider');
    const disc = getComputedStyle(tom.querySelector('.disc')!).backgroundImage;
    expect(disc).toContain('conic-gradient');
    expect(disc).toContain(resolved(teamColour.Demon));
    expect(disc).toContain(resolved(teamColour.Outsider));
    expect(tom.querySelector('[data-label]')!.textContent).toBe('Imp / Recluse');
    expect(tom.querySelector('[data-summary]')!.textContent).toBe(', seat 3: Imp (Demon) or Outsider, dead');
    expect(tom.querySelector('.shroud')).not.toBeNull();

    const you = seat(el, 'p1');
    expect(you.dataset.teams).toBe('Townsfolk');
    const solid = getComputedStyle(you.querySelector('.disc')!).backgroundImage;
    expect(solid).toContain(resolved(teamColour.Townsfolk));
    expect(solid).not.toContain(resolved(teamColour.Demon));
    // The one seat that can be the Demon now carries the mark; nobody else does.
    expect([...el.shadowRoot!.querySelectorAll('[data-demon-now]')].map((m) => [(m.closest('.seat') as HTMLElement).dataset.player, m.textContent]))
      .toEqual([['p5', 'Demon now']]);
  });

  it('a tap opens the seat details with counts, a second tap closes them', async () => {
    const el = await mount('botc-town-circle', { game: nqt3aClosed, result: closed });
    const details = el.shadowRoot!.querySelector('#details')!;
    seat(el, 'p3').click();
    await settle(el);
    expect(seat(el, 'p3').getAttribute('aria-expanded')).toBe('true');
    const lines = [...details.querySelectorAll('li')].map((li) => li.textContent);
    expect(lines).toEqual(['Imp in 5 of 6 worlds', 'Recluse in 1 of 6 worlds']);
    expect(details.textContent).toContain('Seat 3, Tom');
    seat(el, 'p3').click();
    await settle(el);
    expect(seat(el, 'p3').getAttribute('aria-expanded')).toBe('false');
    expect(details.querySelectorAll('li')).toHaveLength(0);
  });

  it('colours a seat by its ordinary types only, and marks what an unusual ruling adds: a second ring and words (nqt-26)', async () => {
    const el = await mount('botc-town-circle', { game: games.nqt26, result });
    // The count in the same words as the headline's.
    expect(el.shadowRoot!.querySelector('.centre')!.textContent).toBe('1 world, and 2 more that need an unusual ruling (a Recluse catching the star-pass)');
    const tom = seat(el, 'p4');
    expect(tom.dataset.teams).toBe('Demon');
    expect(tom.dataset.unusualTeams).toBe('Outsider');
    expect(tom.querySelector('[data-label]')!.textContent).toBe('Imp');
    const disc = getComputedStyle(tom.querySelector('.disc')!);
    expect(disc.backgroundImage).not.toContain(resolved(teamColour.Outsider));
    expect(disc.boxShadow).not.toBe('none');
    expect(tom.querySelector('[data-summary]')!.textContent).toBe(', seat 4: Imp (Demon); only with an unusual ruling: Outsider');
    // Matthew's unusual character (the Baron) is of a type he can be anyway: the ring and the words say there is more.
    const matthew = seat(el, 'p5');
    expect(matthew.classList.contains('more-unusual')).toBe(true);
    expect(matthew.querySelector('[data-summary]')!.textContent).toBe(', seat 5: Minion; more possible only with an unusual ruling');
    // Dan can only be the Slayer: no ring.
    expect(seat(el, 'p3').classList.contains('more-unusual')).toBe(false);
    expect(getComputedStyle(seat(el, 'p3').querySelector('.disc')!).boxShadow).toBe('none');

    tom.click();
    await settle(el);
    const details = el.shadowRoot!.querySelector('#details')!;
    const lines = [...details.querySelectorAll('li')].map((li) => [li.textContent, li.classList.contains('unusual')]);
    expect(lines).toEqual([['Imp', false], ['Recluse in 2 of 2 worlds that need an unusual ruling', true]]);
    expect([...el.shadowRoot!.querySelectorAll('.legend li')].map((li) => li.textContent))
      .toContain('Double ring: more only with an unusual ruling (legal; officially recommended against)');
    await expectNoAxeViolations(el);
  });

  it('hovering a seat shows its details; the dead carry a shroud', async () => {
    const el = await mount('botc-town-circle', { game: games.nqt26, result });
    seat(el, 'p1').dispatchEvent(new MouseEvent('mouseenter'));
    await settle(el);
    const details = el.shadowRoot!.querySelector('#details')!;
    expect(details.textContent).toContain('Empath');
    expect(details.textContent).toContain('Dead at the end of the record.');
    expect(seat(el, 'p1').classList.contains('dead')).toBe(true);
    expect(seat(el, 'p1').querySelector('.shroud')).not.toBeNull();
    expect(seat(el, 'p4').classList.contains('dead')).toBe(false);
    expect(seat(el, 'p4').querySelector('.shroud')).toBeNull();
  });

  it('has a legend in words and passes axe with a seat open', async () => {
    const el = await mount('botc-town-circle', { game: games.nqt26, result });
    const legend = [...el.shadowRoot!.querySelectorAll('.legend li')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim());
    expect(legend.slice(0, 4)).toEqual(['Imp (Demon)', 'Minion', 'Outsider', 'Townsfolk']);
    expect(legend).toContain('Shroud: dead');
    seat(el, 'p6').click();
    await settle(el);
    await expectNoAxeViolations(el);
  });

  it('after a star-pass: the Demon now is marked apart from who started as the Imp, with claims on the seats (nqt-47)', async () => {
    const r47 = await solveTemporal(games.nqt47);
    const el = await mount<HTMLElement & { mode: string }>('botc-town-circle', { game: games.nqt47, result: r47 });
    const josh = seat(el, 'p4');
    const fraser = seat(el, 'p9');
    expect(josh.querySelector('[data-label]')!.textContent).toBe('Baron');
    expect(josh.querySelector('[data-demon-now]')!.textContent).toBe('Demon now');
    expect(fraser.querySelector('[data-label]')!.textContent).toBe('Imp');
    expect(fraser.querySelector('[data-demon-now]')).toBeNull();
    expect(fraser.classList.contains('dead')).toBe(true);
    // Steph claims the Undertaker and is the Drunk: both on her seat.
    const steph = seat(el, 'p3');
    expect(steph.querySelector('[data-label]')!.textContent).toBe('Drunk');
    expect(steph.querySelector('[data-claim]')!.textContent!.replace(/\u00ad/g, '')).toBe('claims “Undertaker”');
    await expectNoAxeViolations(el);
  });

  it('one chosen world: its characters now, and the reminders of its last night; a solved table shows it first', async () => {
    const r47 = await solveTemporal(games.nqt47);
    const el = await mount('botc-town-circle', { game: games.nqt47, result: r47, world: r47.candidates[0] });
    const pressed = () => [...el.shadowRoot!.querySelectorAll('.modes button')].map((b) => [b.textContent, b.getAttribute('aria-pressed')]);
    expect(pressed()).toEqual([['What each seat can be', 'false'], ['World 1', 'true']]);
    expect(seat(el, 'p4').querySelector('[data-label]')!.textContent).toBe('Baron → Imp');
    expect(seat(el, 'p4').querySelector('[data-demon-now]')!.textContent).toBe('Demon now');
    expect(seat(el, 'p3').querySelector('[data-reminder="drunk"]')!.textContent).toBe('Drunk: shown Undertaker');
    expect(el.shadowRoot!.querySelector('.centre')!.textContent).toBe('World 1: reminders of night 4');
    (el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.modes button')[0]!).click();
    await settle(el);
    expect(seat(el, 'p4').querySelector('[data-label]')!.textContent).toBe('Baron');
    expect(el.shadowRoot!.querySelector('[data-reminder]')).toBeNull();

    // A world with a Poisoner: the player poisoned on the last night carries the reminder.
    const r10 = await solveTemporal(games.nqt10);
    const world = r10.candidates[0]!;
    const poisoned = world.witness.nights.at(-1)!.poison!;
    const ten = await mount('botc-town-circle', { game: games.nqt10, result: r10, world });
    expect(seat(ten, poisoned).querySelector('[data-reminder="poisoned"]')!.textContent).toBe('Poisoned');
    if (world.redHerring) expect(seat(ten, world.redHerring).querySelector('[data-reminder="red-herring"]')).not.toBeNull();
    await expectNoAxeViolations(ten);
  });

  /** Long player names (8–11 letters) and long claims, fifteen seats: the words a real table brings. */
  const LONG_NAMES = ['Bartholomew', 'Christopher', 'Alexandra', 'Maximilian', 'Genevieve', 'Anastasia', 'Jacqueline', 'Sebastian',
    'Wilhelmina', 'Konstantin', 'Evangeline', 'Fitzgerald', 'Penelope', 'Theodore', 'Gwendolyn'];
  const LONG_CLAIMS = ['fortune_teller', 'washerwoman', 'investigator', 'ravenkeeper', 'undertaker'];

  for (const [width, height] of [[360, 800], [1280, 900]] as const) {
    it(`fits 15 seats at ${width} px at their longest words: no seat overlaps another, names and claims whole, no horizontal scroll`, async () => {
      await page.viewport(width, height);
      // The longest a seat's words get, on every seat at once (a real time-bounded answer says
      // as much on a slow machine): a long name, two characters and an undecided third, a long
      // claim, a "Demon now?" mark. The answer is the real one of fifteen empty seats, rewritten so.
      const game: typeof timeBounded = {
        ...timeBounded,
        players: timeBounded.players.map((p, i) => ({ ...p, name: LONG_NAMES[i]! })),
        evidence: timeBounded.players.map((p, i) => ({ kind: 'testimony', player: p.id, role: LONG_CLAIMS[i % LONG_CLAIMS.length]!, mode: 'claim' })),
      } as typeof timeBounded;
      const real = await solveTemporal({ ...timeBounded, limits: { maxNodes: 2_000 } });
      const p = real.possibilities!;
      const longest = (i: number) => ({
        starting: Object.fromEntries(Object.keys(p.seats.p1!.starting).map((r) => [r, r === 'washerwoman' || r === 'scarlet_woman' ? true : r === 'fortune_teller' ? null : false])),
        demonNow: i < 4 ? true : false,
        examples: { starting: {} },
      });
      const worst = { ...real, possibilities: { ...p, complete: false, ordinaryComplete: false, seats: Object.fromEntries(game.players.map((pl, i) => [pl.id, longest(i)])) } } as TemporalResult;
      const el = await mount('botc-town-circle', { game, result: worst });
      const seats = [...el.shadowRoot!.querySelectorAll<HTMLElement>('button.seat')];
      expect(seats).toHaveLength(15);
      expect(seats[0]!.querySelector('[data-label]')!.textContent).toContain('Scarlet');
      expect(seats[0]!.querySelector('[data-demon-now]')!.textContent).toBe('Demon now?');
      const boxes = seats.map((b) => b.getBoundingClientRect());
      const overlaps: string[] = [];
      boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b, j) => {
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) overlaps.push(`${i + 1}/${i + j + 2}`);
      }));
      expect(overlaps).toEqual([]);
      // Every name and claim shows whole: nothing cut at the side or below its last line.
      const cut = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.name, .claim')]
        .filter((w) => w.scrollWidth > w.clientWidth + 1 || w.scrollHeight > w.clientHeight + 1)
        .map((w) => w.textContent);
      expect(cut).toEqual([]);
      expect(seats[0]!.querySelector('.name')!.textContent).toBe('Bartholomew');
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(el);
    });
  }

  it('shows a player name with markup as text', async () => {
    const el = await mount('botc-town-circle', { game: withXssName(games.nqt26), result });
    expect(seat(el, 'p1').querySelector('.name')!.textContent).toBe(XSS_NAME);
    expect(el.shadowRoot!.querySelector('.details')!.textContent).not.toContain('<img');
    expect(el.shadowRoot!.querySelector('img')).toBeNull();
  });
});
