/**
 * The `<botc-solver>` shell in Chromium with the real worker: searches a game set by the
 * host, tells the host about results and edits, autosaves and restores, refuses a bad
 * import without touching the game (saying why in words), greys an outdated answer, ignores
 * edits and shows no search controls when read-only, hides the answer of a `spoiler` widget
 * until asked, searches longer on request, passes the "leave out unusual rulings" switch
 * to the search, refuses a host's value that is not a game, and shows a world chosen in the
 * list on the circle, by the list's name for it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { TemporalResult } from '../../../src/contract/result.ts';
import { moduleWorker } from '../../../src/worker/module-worker.ts';
import { defineSolver } from '../../../web/define-solver.ts';
import type { BotcSolver } from '../../../web/botc-solver.ts';
import { STORAGE_PREFIX } from '../../../web/keep/autosave.ts';
import { emitGameEdit } from '../../../web/ui/events.ts';
import { emptyGame, type TemporalInput } from '../../../web/model/game.ts';
import lsh from '../../../examples/lsh-tb-01.json';
import nqt40 from '../../fixtures/cases/nqt-40.json';
import { deepQuery, deepQueryAll, mount, settle } from './helpers.ts';

defineSolver(moduleWorker);
const game = lsh.input as TemporalInput;
let n = 0;
const key = () => `test-${Date.now()}-${n++}`;

function nextResult(el: HTMLElement): Promise<TemporalResult> {
  return new Promise((resolve) => el.addEventListener('botc-result', (e) => resolve((e as CustomEvent<TemporalResult>).detail), { once: true }));
}

/** The first element matching `selector` inside `el`, once it appears (an import is checked in the worker first); null after 2.5 s. */
async function appears(el: HTMLElement, selector: string): Promise<HTMLElement | null> {
  for (let i = 0; i < 50; i++) {
    await new Promise((r) => setTimeout(r, 50));
    await settle(el);
    const found = deepQuery(el, selector);
    if (found) return found;
  }
  return null;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('<botc-solver>', () => {
  it('searches a game the host sets and sends the result: the published answer', async () => {
    const el = await mount<BotcSolver>('botc-solver', { storageKey: key() });
    const done = nextResult(el);
    el.game = game;
    const result = await done;
    expect(result.complete).toBe(true);
    expect(result.candidates.map((c) => c.assignments)).toEqual([lsh.expected.assignments]);
  });

  it('an edit inside the widget is announced with botc-change, saved, and restored by a new element', async () => {
    const storageKey = key();
    const el = await mount<BotcSolver>('botc-solver', { storageKey });
    el.game = game;
    const changes: TemporalInput[] = [];
    el.addEventListener('botc-change', (e) => changes.push((e as CustomEvent<TemporalInput>).detail));
    const edited = structuredClone(game);
    edited.players[0]!.name = 'Alice';
    const panel = deepQuery(el, 'botc-search-panel')!;
    emitGameEdit(panel, edited);
    expect(changes).toEqual([edited]);
    expect(JSON.parse(localStorage.getItem(STORAGE_PREFIX + storageKey)!).game).toEqual(edited);
    el.remove();
    const again = await mount<BotcSolver>('botc-solver', { storageKey });
    expect(again.game).toEqual(edited);
  });

  it('after an edit, the old answer says it is outdated until the new one arrives', async () => {
    const el = await mount<BotcSolver>('botc-solver', { storageKey: key() });
    const first = nextResult(el);
    el.game = game;
    await first;
    await settle(el);
    expect(deepQuery(el, '.stale-note')).toBeNull();
    expect(deepQuery(el, '.views')!.getAttribute('aria-busy')).toBe('false');
    const edited = structuredClone(game);
    edited.players[0]!.name = 'Alice';
    const second = nextResult(el);
    emitGameEdit(deepQuery(el, 'botc-search-panel')!, edited);
    await settle(el);
    expect(deepQuery(el, '.stale-note')?.textContent).toContain('The game has changed since this answer');
    // The old answer stays readable but greyed, and says it is busy.
    const views = deepQuery(el, '.views')!;
    expect(views.classList.contains('stale')).toBe(true);
    expect(views.getAttribute('aria-busy')).toBe('true');
    expect(Number(getComputedStyle(views).opacity)).toBeLessThan(1);
    await second;
    await settle(el);
    expect(deepQuery(el, '.stale-note')).toBeNull();
    expect(deepQuery(el, '.views')!.classList.contains('stale')).toBe(false);
  });

  it('the "leave out unusual rulings" switch reaches the search: NQT #40 then has exactly its one ordinary candidate', async () => {
    const el = await mount<BotcSolver>('botc-solver', { storageKey: key() });
    const first = nextResult(el);
    el.game = nqt40.input as TemporalInput;
    const all = await first;
    expect(all.candidates.filter((c) => c.unusual.length > 0)).toHaveLength(4);
    await settle(el);
    expect(deepQuery(el, 'ol[data-unusual]')).not.toBeNull();
    const again = nextResult(el);
    const toggle = deepQuery<HTMLInputElement>(el, 'input[data-unusual-switch]')!;
    expect(toggle.checked).toBe(false);
    toggle.click();
    const ordinary = await again;
    expect(ordinary.candidates.map((c) => c.assignments)).toEqual([nqt40.expected.assignments]);
    expect(ordinary.candidates.map((c) => c.unusual)).toEqual([[]]);
    await settle(el);
    expect(deepQuery<HTMLInputElement>(el, 'input[data-unusual-switch]')!.checked).toBe(true);
    expect(deepQuery(el, 'ol[data-unusual]')).toBeNull();
    expect(deepQuery(el, '.banner[role="status"]')!.textContent).toContain('Unusual rulings were left out of this search.');
    expect(deepQuery(el, '.stale-note')).toBeNull();
  });

  it('with searches on request only, flipping the switch marks the answer as outdated until "Search now"', async () => {
    const el = await mount<BotcSolver>('botc-solver', { storageKey: key() });
    const first = nextResult(el);
    el.game = game;
    await first;
    await settle(el);
    const panel = deepQuery(el, 'botc-search-panel')!;
    // The panel's first switch is "Search after every edit".
    deepQuery<HTMLInputElement>(panel, 'input[type="checkbox"]:not([data-unusual-switch])')!.click();
    deepQuery<HTMLInputElement>(panel, 'input[data-unusual-switch]')!.click();
    await settle(el);
    expect(deepQuery(el, '.stale-note')?.textContent).toContain('The unusual rulings switch has changed since this answer.');
    const again = nextResult(el);
    // The note offers the search itself.
    [...deepQuery(el, '.stale-note')!.querySelectorAll('button')].find((b) => b.textContent === 'Search now')!.click();
    await again;
    await settle(el);
    expect(deepQuery(el, '.stale-note')).toBeNull();
  });

  it('a malformed import shows every problem on its row, in words, and leaves the game as it was', async () => {
    const el = await mount<BotcSolver>('botc-solver', { storageKey: key() });
    el.game = game;
    const bad = structuredClone(game) as unknown as { evidence: Record<string, unknown>[]; phases: unknown[] };
    bad.evidence[0]!.player = 'ghost';
    bad.phases = [{ phase: 'day', number: 1, events: [], ended: false }];
    const tools = deepQuery(el, 'botc-file-tools')!;
    tools.dispatchEvent(new CustomEvent('botc-import-text', { detail: { text: JSON.stringify(bad), name: 'bad.json' }, bubbles: true, composed: true }));
    const alert = await appears(el, '[role="alert"]');
    expect(alert?.textContent).toContain('bad.json was not imported');
    expect(alert?.textContent).toContain("Row 1, ghost's claim: 'ghost' is not a seated player");
    expect(alert?.querySelector('[data-path="$.evidence[0].player"]')).not.toBeNull();
    expect(alert?.querySelector('[data-path^="$.phases"]')).not.toBeNull();
    expect(alert?.textContent).not.toContain('$.');
    expect(el.game).toEqual(game);
  });

  it('a valid import replaces the game, keeps the one it replaced, and "Restore my previous game" brings it back', async () => {
    const el = await mount<BotcSolver>('botc-solver', { storageKey: key() });
    el.game = game;
    const other = nqt40.input as TemporalInput;
    const tools = deepQuery(el, 'botc-file-tools')!;
    tools.dispatchEvent(new CustomEvent('botc-import-text', { detail: { text: JSON.stringify(other), name: 'nqt-40.json' }, bubbles: true, composed: true }));
    const notice = await appears(el, '.notice');
    expect(notice?.textContent).toContain('The imported file was opened in place of the game you had here, which is kept.');
    expect(el.game).toEqual(other);
    [...notice!.querySelectorAll('button')].find((b) => b.textContent === 'Restore my previous game')!.click();
    await settle(el);
    expect(el.game).toEqual(game);
    expect(deepQuery(el, '.notice')).toBeNull();
  });

  it('read-only: edits from inside are ignored; no import, no search controls, no Stop or "Search longer"', async () => {
    const el = await mount<BotcSolver>('botc-solver', { storageKey: key(), readonly: true });
    const done = nextResult(el);
    el.game = { ...game, limits: { maxNodes: 5 } };
    const edited = structuredClone(game);
    edited.players[0]!.name = 'Mallory';
    emitGameEdit(deepQuery(el, 'botc-file-tools')!, edited);
    expect(el.game.players[0]!.name).toBe(game.players[0]!.name);
    await done;
    await settle(el);
    expect(deepQuery(el, 'input[type="file"]')).toBeNull();
    expect(deepQuery(el, 'botc-search-panel')).toBeNull();
    // The node bound stopped the search: a reader still gets no button to search again.
    expect(deepQuery(el, '.banner')!.textContent).toContain('node limit');
    expect(deepQuery(el, 'botc-status-banner')!.shadowRoot!.querySelector('button')).toBeNull();
  });

  it('spoiler: the answer waits behind "Reveal the answer"', async () => {
    const el = await mount<BotcSolver>('botc-solver', { storageKey: key(), spoiler: true });
    const done = nextResult(el);
    el.game = game;
    await done;
    await settle(el);
    expect(el.hasAttribute('spoiler')).toBe(true);
    expect(deepQuery(el, 'botc-status-banner')).toBeNull();
    expect(deepQuery(el, 'botc-town-circle')).toBeNull();
    const reveal = deepQuery<HTMLButtonElement>(el, '[data-spoiler] button')!;
    expect(reveal.textContent).toBe('Reveal the answer');
    reveal.click();
    await settle(el);
    expect(deepQuery(el, '.headline')!.textContent).toBe('Solved: E is the Imp and D the Scarlet Woman. 1 world.');
    expect(deepQuery(el, 'botc-town-circle')).not.toBeNull();
  });

  it('a page that sets something other than a game: its problems are shown in words, the game is kept, nothing throws', async () => {
    const el = await mount<BotcSolver>('botc-solver', { storageKey: key() });
    const done = nextResult(el);
    el.game = game;
    await done;
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent | PromiseRejectionEvent) => errors.push(e);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    el.game = { players: 'seven', evidence: [] } as unknown as TemporalInput;
    await settle(el);
    expect(deepQuery(el, '.errors')!.textContent).toContain("the game's players must be a list");
    el.game = { ...game, phases: [null] } as unknown as TemporalInput;
    await settle(el);
    expect(deepQuery(el, '.errors')!.textContent).toContain("each of the game's phases must be an object");
    el.game = { ...game, notes: () => 'not data' } as unknown as TemporalInput;
    await settle(el);
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onError);
    expect(errors).toEqual([]);
    expect(el.game).toEqual(game);
    expect(deepQuery(el, '.errors')!.textContent).toMatch(/the game cannot be copied/i);
    expect(deepQuery(el, '.headline')!.textContent).toBe('Solved: E is the Imp and D the Scarlet Woman. 1 world.');
  });

  it('a saved game the widget cannot show is not restored: the widget opens on a blank game instead of breaking', async () => {
    const storageKey = key();
    localStorage.setItem(STORAGE_PREFIX + storageKey, JSON.stringify({ game: { ...game, phases: [null] } }));
    const el = await mount<BotcSolver>('botc-solver', { storageKey });
    await settle(el);
    expect((el.game as TemporalInput).phases.every((p) => p !== null && typeof p === 'object')).toBe(true);
    expect(deepQuery(el, 'details[data-section="seating"] summary')!.textContent).toMatch(/^Players and seating \(\d+\)$/);
  });

  it('choosing a world in the list shows its grimoire on the circle, named as the list names it (NQT #40: one ordinary world, four unusual)', async () => {
    const el = await mount<BotcSolver>('botc-solver', { storageKey: key() });
    const done = nextResult(el);
    el.game = nqt40.input as TemporalInput;
    await done;
    // The answer's later views are drawn a task at a time.
    await expect.poll(async () => { await settle(el); return deepQueryAll(el, 'li[data-id] > button').length; }, { timeout: 10_000 }).toBe(5);
    const modes = () => deepQueryAll<HTMLButtonElement>(el, '.modes button').map((b) => [b.textContent, b.getAttribute('aria-pressed')]);
    // Solved: the circle opens on its one ordinary world.
    expect(modes()).toEqual([['What each seat can be', 'false'], ['World 1', 'true']]);
    deepQueryAll<HTMLButtonElement>(el, '.modes button')[0]!.click();
    await settle(el);
    expect(modes()[0]).toEqual(['What each seat can be', 'true']);
    const second = deepQueryAll<HTMLButtonElement>(el, 'li[data-id] > button')[1]!;
    expect(second.textContent).toBe('World 2');
    second.click();
    await settle(el);
    expect(modes()).toEqual([['What each seat can be', 'false'], ['World 2, unusual', 'true']]);
    expect(deepQuery(el, 'p.centre')!.textContent).toMatch(/^World 2: reminders of night \d$/);
    expect(deepQuery(el, '#history summary')!.textContent).toBe('Example history: World 2');
  });

  it('"Search longer" searches again with the node limit four times as large, without changing the game', async () => {
    const el = await mount<BotcSolver>('botc-solver', { storageKey: key() });
    // A blank 7-seat game: its per-seat answer takes some 3,700 nodes (a node bound stops it at the same point everywhere).
    const blank = { ...emptyGame(7), limits: { maxNodes: 1000 } };
    const first = nextResult(el);
    el.game = blank;
    const stopped = await first;
    expect(stopped.possibilities!.complete).toBe(false);
    await settle(el);
    expect(deepQuery(el, '.banner')!.textContent).toContain('stopped at the node limit (1,000 nodes)');
    const longer = deepQuery<HTMLButtonElement>(el, 'button.longer')!;
    expect(longer.textContent).toBe('Search longer');
    const again = nextResult(el);
    longer.click();
    const raised = await again;
    expect(raised.possibilities!.complete).toBe(true);
    await settle(el);
    expect(el.game).toEqual(blank);
    expect(deepQuery(el, '.headline')!.textContent).toBe('Nothing entered yet: any seat can be anything.');
    expect(deepQuery(el, '.stale-note')).toBeNull();
  });});
