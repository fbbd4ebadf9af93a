/**
 * `<botc-history-editor>` in real Chromium: every edit made through the controls sends
 * the input of a real case with exactly that change and nothing else.
 */
import { afterEach, describe, expect, it } from 'vitest';
import '../../../web/editors/history-editor.ts';
import type { GameInput, TemporalInput } from '../../../web/model/game.ts';
import nqt10 from '../../fixtures/cases/nqt-10.json';
import nqt26 from '../../fixtures/cases/nqt-26.json';
import lsh from '../../fixtures/cases/lsh-tb-01.json';
import { collectEdits, deepQuery, deepQueryAll, expectNoAxeViolations, mount, setValue, settle } from './helpers.ts';

type Editor = HTMLElement & { game: GameInput | null; readonly: boolean };

/** A fresh copy of a case's input (nqt-26: 8 players, N1 D1 N2 D2 N3 and an open day 3). */
function caseInput(file: { input: unknown }): TemporalInput {
  return structuredClone(file.input) as TemporalInput;
}

/** The control with this accessible name (`aria-label`), through the nested shadow roots. */
function control<T extends HTMLElement = HTMLInputElement>(el: HTMLElement, name: string): T {
  const found = deepQuery<T>(el, `[aria-label="${name}"]`);
  if (!found) throw new Error(`no control named ${name}`);
  return found;
}

/** The button whose text is `text`. */
function button(el: HTMLElement, text: string): HTMLButtonElement {
  const found = deepQueryAll<HTMLButtonElement>(el, 'button').find((b) => b.textContent?.trim() === text);
  if (!found) throw new Error(`no button ${text}`);
  return found;
}

/** Gives the editor the game it sent last (what the `<botc-solver>` shell does) and waits for the render. */
async function accept(el: Editor, edits: GameInput[]): Promise<TemporalInput> {
  const last = edits.at(-1) as TemporalInput;
  el.game = last;
  await settle(el);
  return last;
}

async function pick(el: Editor, name: string, value: string): Promise<void> {
  setValue(control<HTMLSelectElement>(el, name), value);
  await settle(el);
}

afterEach(() => { document.body.replaceChildren(); });

describe('<botc-history-editor>', () => {
  it('shows a short note for a first-night (legacy) game', async () => {
    const legacy = { players: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }, { id: 'e' }], evidence: [] };
    const el = await mount<Editor>('botc-history-editor', { game: legacy });
    expect(el.shadowRoot?.textContent).toContain('first-night game');
    expect(deepQueryAll(el, 'details')).toHaveLength(0);
  });

  it('shows each phase as a section, the latest open, with a summary', async () => {
    const el = await mount<Editor>('botc-history-editor', { game: caseInput(nqt26) });
    const sections = deepQueryAll<HTMLDetailsElement>(el, 'details.phase');
    expect(sections.map((d) => d.querySelector('summary')?.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      'Night 1: nobody died', 'Day 1: 1 event, over', 'Night 2: died: Josh', 'Day 2: 2 events, over',
      'Night 3: died: Olivia', 'Day 3: 0 events, still going',
    ]);
    expect(sections.map((d) => d.open)).toEqual([false, false, false, false, false, true]);
  });

  it('adds the next phase (closing an open day first) and removes only the last', async () => {
    const base = caseInput(nqt26);
    const el = await mount<Editor>('botc-history-editor', { game: base });
    const edits = collectEdits(el);
    button(el, 'Add next phase (night 4)').click();
    const withNight = structuredClone(base);
    (withNight.phases[5] as { ended: boolean }).ended = true;
    withNight.phases.push({ phase: 'night', number: 4 });
    expect(edits).toEqual([withNight]);
    expect(base).toEqual(caseInput(nqt26)); // the given game is never mutated

    await accept(el, edits);
    button(el, 'Add next phase (day 4)').click();
    expect(edits[1]).toEqual({ ...withNight, phases: [...withNight.phases, { phase: 'day', number: 4, events: [], ended: false }] });

    await accept(el, edits);
    button(el, 'Remove last phase (day 4)').click();
    expect(edits[2]).toEqual(withNight);
  });

  it('switches a night between a complete death list and unknown deaths', async () => {
    const base = caseInput(nqt26);
    const el = await mount<Editor>('botc-history-editor', { game: base });
    const edits = collectEdits(el);
    expect(control(el, 'Olivia died on night 3').checked).toBe(true);

    control(el, 'Deaths on night 3 unknown (not recorded)').click();
    const unknown = structuredClone(base);
    delete (unknown.phases[4] as { deaths?: string[] }).deaths;
    expect(edits).toEqual([unknown]);

    await accept(el, edits);
    expect(deepQuery(el, '[aria-label="Olivia died on night 3"]')).toBeNull();
    control(el, 'Deaths on night 3: complete list').click();
    const empty = structuredClone(base);
    (empty.phases[4] as { deaths?: string[] }).deaths = [];
    expect(edits[1]).toEqual(empty);

    await accept(el, edits);
    control(el, 'Tom died on night 3').click();
    const tom = structuredClone(base);
    (tom.phases[4] as { deaths?: string[] }).deaths = ['p4'];
    expect(edits[2]).toEqual(tom);
  });

  it('adds an Imp action and records that nobody caught the star-pass', async () => {
    const base = caseInput(nqt26);
    const el = await mount<Editor>('botc-history-editor', { game: base });
    const edits = collectEdits(el);
    const kinds = [...control<HTMLSelectElement>(el, 'Night 1: character of the new action').options].map((o) => o.text);
    expect(kinds).toEqual(['choose…', 'Poisoner', 'Butler']); // the Monk and the Imp do not act on night 1

    await pick(el, 'Night 2: character of the new action', 'imp');
    await pick(el, 'Night 2, new Imp action: player', 'p6');
    await pick(el, 'Night 2, new Imp action: attacked player', 'p6');
    control(el, 'Add action to night 2').click();
    const imp = structuredClone(base);
    (imp.phases[2] as { actions?: unknown[] }).actions = [{ kind: 'imp', player: 'p6', target: 'p6' }];
    expect(edits).toEqual([imp]);

    await accept(el, edits);
    await pick(el, 'Night 2, Imp action 1: new Imp after a star-pass', 'nobody');
    const nobody = structuredClone(base);
    (nobody.phases[2] as { actions?: unknown[] }).actions = [{ kind: 'imp', player: 'p6', target: 'p6', successor: null }];
    expect(edits[1]).toEqual(nobody);

    await accept(el, edits);
    await pick(el, 'Night 2, Imp action 1: the new Imp is a Recluse', 'no');
    control(el, 'Night 2, Imp action 1: use this row').click();
    expect(edits[3]).toEqual({
      ...base,
      phases: base.phases.map((p, i) => (i === 2 ? { ...p, actions: [
        { kind: 'imp', player: 'p6', target: 'p6', successor: null, enabled: false },
      ] } : p)),
    });
    expect(edits[2]).toEqual({
      ...base,
      phases: base.phases.map((p, i) => (i === 2 ? { ...p, actions: [
        { kind: 'imp', player: 'p6', target: 'p6', successor: null, recluseDemon: false },
      ] } : p)),
    });
  });

  it('enters a ballot with voters and the hands at a voter\'s turn', async () => {
    const base = caseInput(nqt26);
    const el = await mount<Editor>('botc-history-editor', { game: base });
    const edits = collectEdits(el);
    const day3 = (events: unknown[]): TemporalInput =>
      ({ ...base, phases: base.phases.map((p, i) => (i === 5 ? { ...p, events } : p)) } as TemporalInput);

    await pick(el, 'Day 3: kind of the new event', 'ballot');
    control(el, 'Add event to day 3').click();
    expect(edits[0]).toEqual(day3([{ kind: 'ballot', voters: [], mode: 'hard' }]));

    await accept(el, edits);
    const name = 'Day 3, event 1 (Ballot)';
    await pick(el, `${name}: nominee`, 'p3');
    await accept(el, edits);
    control(el, `Tom voted (${name})`).click();
    await accept(el, edits);
    control(el, `Josh voted (${name})`).click();
    expect(edits[3]).toEqual(day3([{ kind: 'ballot', voters: ['p4', 'p6'], nominee: 'p3', mode: 'hard' }]));

    await accept(el, edits);
    control(el, `Hands recorded at Josh's turn (${name})`).click();
    await accept(el, edits);
    expect(deepQuery(el, `[aria-label="Josh's hand up or vote counted at Josh's turn (${name})"]`)).toBeNull();
    control(el, `Tom's hand up or vote counted at Josh's turn (${name})`).click();
    expect(edits[5]).toEqual(day3([
      { kind: 'ballot', voters: ['p4', 'p6'], nominee: 'p3', mode: 'hard', qualifying: { p6: ['p4'] } },
    ]));

    await accept(el, edits);
    control(el, `Josh voted (${name})`).click(); // a voter who is taken off loses their recorded turn
    expect(edits[6]).toEqual(day3([{ kind: 'ballot', voters: ['p4'], nominee: 'p3', mode: 'hard' }]));
  });

  it('reorders day events and edits one while keeping its id and source', async () => {
    const base = caseInput(nqt10);
    const slayer = base.phases[3] as { events: Record<string, unknown>[] };
    Object.assign(slayer.events[0]!, { id: 'shot-1', source: 'day 2 chat' });
    const el = await mount<Editor>('botc-history-editor', { game: base });
    const edits = collectEdits(el);

    await pick(el, 'Day 2: kind of the new event', 'nomination');
    await pick(el, 'Day 2, new event: Nominator', 'p3');
    await pick(el, 'Day 2, new event: Nominee', 'p4');
    control(el, 'Add event to day 2').click();
    const nomination = { kind: 'nomination', player: 'p3', target: 'p4', triggered: false, mode: 'hard' };
    const day2 = (events: unknown[]): TemporalInput =>
      ({ ...base, phases: base.phases.map((p, i) => (i === 3 ? { ...p, events } : p)) } as TemporalInput);
    const shot = slayer.events[0]!;
    expect(edits[0]).toEqual(day2([shot, nomination]));

    await accept(el, edits);
    expect(control<HTMLButtonElement>(el, 'Move up Day 2, event 1 (Slayer shot)').disabled).toBe(true);
    control<HTMLButtonElement>(el, 'Move up Day 2, event 2 (Nomination)').click();
    expect(edits[1]).toEqual(day2([nomination, shot]));

    await accept(el, edits);
    await pick(el, 'Day 2, event 2 (Slayer shot): Target died', 'yes');
    expect(edits[2]).toEqual(day2([nomination, { ...shot, killed: true }]));
    await pick(el, 'Day 2, event 2 (Slayer shot): mode', 'claim');
    expect(edits[3]).toEqual(day2([nomination, { ...shot, mode: 'claim' }]));
    setValue(control(el, 'Day 2, event 2 (Slayer shot): source'), '');
    expect(edits[4]).toEqual(day2([nomination, { kind: 'slayer', player: 'p1', target: 'p6', killed: false, mode: 'hard', id: 'shot-1' }]));

    control<HTMLButtonElement>(el, 'Remove Day 2, event 1 (Nomination)').click();
    expect(edits[5]).toEqual(day2([shot]));
  });

  it('closes a day to new events once it has an execution, and says why (Q12)', async () => {
    const base = caseInput(nqt26);
    const el = await mount<Editor>('botc-history-editor', { game: base });
    const edits = collectEdits(el);
    for (const d of deepQueryAll<HTMLDetailsElement>(el, 'details.phase')) d.open = true;

    // Day 2: a Slayer shot, then Dan's execution.
    expect(control<HTMLButtonElement>(el, 'Add event to day 2').disabled).toBe(true);
    expect(control<HTMLSelectElement>(el, 'Day 2: kind of the new event').matches(':disabled')).toBe(true);
    expect(deepQueryAll(el, '#locked').map((p) => p.textContent?.replace(/\s+/g, ' '))).toEqual([
      expect.stringContaining('Nothing more can happen on day 1: You was executed (event 1)'),
      expect.stringContaining('Nothing more can happen on day 2: Dan was executed (event 2)'),
    ]);
    expect(control<HTMLButtonElement>(el, 'Move up Day 2, event 2 (Execution)').disabled).toBe(true);
    expect(control<HTMLButtonElement>(el, 'Move down Day 2, event 1 (Slayer shot)').disabled).toBe(true);

    // Day 3 is open; a nomination that makes the Virgin execute the nominator closes it too.
    await pick(el, 'Day 3: kind of the new event', 'nomination');
    await pick(el, 'Day 3, new event: Nominator', 'p4');
    await pick(el, 'Day 3, new event: Nominee', 'p5');
    control(el, 'Add event to day 3').click();
    await accept(el, edits);
    expect(control<HTMLSelectElement>(el, 'Day 3: kind of the new event').matches(':disabled')).toBe(false);
    await pick(el, 'Day 3, event 1 (Nomination): Nominator executed by the Virgin', 'yes');
    await accept(el, edits);
    expect(control<HTMLSelectElement>(el, 'Day 3: kind of the new event').matches(':disabled')).toBe(true);
    expect(control<HTMLButtonElement>(el, 'Add event to day 3').disabled).toBe(true);
    expect(deepQueryAll(el, '#locked').at(-1)?.textContent?.replace(/\s+/g, ' '))
      .toContain('Tom was executed by nominating the Virgin (event 1)');
  });

  it('toggles whether the day is over and whether its voting record is complete', async () => {
    const base = caseInput(nqt26);
    const el = await mount<Editor>('botc-history-editor', { game: base });
    const edits = collectEdits(el);
    const day3 = (extra: object): TemporalInput =>
      ({ ...base, phases: base.phases.map((p, i) => (i === 5 ? { ...p, ...extra } : p)) } as TemporalInput);

    expect(control(el, 'Day 1 is over').disabled).toBe(true); // only the last day may be open
    control(el, 'Day 3 is over').click();
    expect(edits[0]).toEqual(day3({ ended: true }));
    control(el, 'Day 3: every nomination and ballot is entered').click();
    expect(edits[1]).toEqual(day3({ completeVoting: true }));

    await accept(el, edits);
    control(el, 'Day 3: every nomination and ballot is entered').click();
    expect(edits[2]).toEqual(base);
  });

  it('disables every control and hides the buttons when readonly', async () => {
    const el = await mount<Editor>('botc-history-editor', { game: caseInput(nqt26), readonly: true });
    for (const d of deepQueryAll<HTMLDetailsElement>(el, 'details.phase')) d.open = true;
    await settle(el);
    const controls = deepQueryAll<HTMLInputElement | HTMLSelectElement>(el, 'input, select');
    expect(controls.length).toBeGreaterThan(20);
    expect(controls.filter((c) => !c.disabled).map((c) => c.getAttribute('aria-label'))).toEqual([]);
    expect(deepQueryAll(el, 'button')).toHaveLength(0);
  });

  it('has no axe violations on a filled-in real case', async () => {
    const game = caseInput(nqt26);
    (game.phases[2] as { actions?: unknown[] }).actions = [
      { kind: 'poison', player: 'p2', target: 'p3' },
      { kind: 'imp', player: 'p6', target: 'p6', successor: null, recluseDemon: false, redirect: 'p6' },
    ];
    (game.phases[5] as { events: unknown[] }).events = [
      { kind: 'nomination', player: 'p4', target: 'p5', triggered: false, mode: 'hard' },
      { kind: 'ballot', nominee: 'p5', voters: ['p4', 'p7'], qualifying: { p7: ['p4'] }, mode: 'claim', source: 'my notes' },
    ];
    const el = await mount<Editor>('botc-history-editor', { game });
    for (const d of deepQueryAll<HTMLDetailsElement>(el, 'details')) d.open = true;
    await settle(el);
    await expectNoAxeViolations(el);
  });

  it('fits a 360-pixel-wide phone screen without horizontal scrolling', async () => {
    const wrap = document.createElement('div');
    wrap.style.width = '360px';
    document.body.append(wrap);
    const el = document.createElement('botc-history-editor') as Editor;
    el.game = caseInput(nqt26);
    wrap.append(el);
    await settle(el);
    for (const d of deepQueryAll<HTMLDetailsElement>(el, 'details')) d.open = true;
    await settle(el);
    expect(el.scrollWidth).toBeLessThanOrEqual(360);
    expect(wrap.scrollWidth).toBeLessThanOrEqual(360);
  });

  it('shows a player name with markup as text', async () => {
    const game = caseInput(lsh);
    const xss = '<img src=x onerror=alert(1)>';
    game.players[0]!.name = xss;
    game.phases = [{ phase: 'night', number: 1, deaths: [game.players[0]!.id] }];
    const el = await mount<Editor>('botc-history-editor', { game });
    expect(deepQueryAll(el, 'img')).toHaveLength(0);
    expect(deepQuery(el, 'summary')?.textContent).toContain(`died: ${xss}`);
    expect(deepQuery<HTMLLabelElement>(el, '.players label')?.textContent).toContain(xss);
  });
});
