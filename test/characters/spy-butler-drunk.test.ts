/**
 * The Spy's grimoire (mechanical state at its wake), the Butler's first master, the
 * Drunk's token, and `reliability: 'healthy'` (rules reference §3.14, §3.15, §3.19).
 */
import { describe, expect, it } from 'vitest';
import { legal, report } from './helpers.ts';

const ROLES8 = ['spy', 'imp', 'butler', 'chef', 'empath', 'monk', 'soldier', 'mayor'] as const;
const grim = (entries: object, healthy = true) => report(0, 'spy', { grimoire: entries }, healthy);

describe('Spy grimoire', () => {
  it('sees characters, alignment and who is alive', async () => {
    expect(await legal([...ROLES8], { reports: [grim({ p2: { role: 'imp', alignment: 'evil', alive: true } })] })).toBe(true);
    expect(await legal([...ROLES8], { reports: [grim({ p2: { role: 'chef' } })] })).toBe(false);
    expect(await legal([...ROLES8], { reports: [grim({ p4: { alive: false } })] })).toBe(false);
  });
  it('sees the Butler\'s master, which must be another player', async () => {
    expect(await legal([...ROLES8], { reports: [grim({ p3: { master: 'p5' } })] })).toBe(true);
    expect(await legal([...ROLES8], { reports: [grim({ p3: { master: 'p3' } })] })).toBe(false);
    expect(await legal([...ROLES8], { reports: [grim({ p4: { master: 'p5' } })] })).toBe(false);
    expect(await legal([...ROLES8], { reports: [grim({ p3: { master: 'p5' } })], actions: [{ kind: 'butler', player: 'p3', target: 'p6' }] })).toBe(false);
  });
  it('sees the Drunk\'s shown token and the poison', async () => {
    const roles = ['spy', 'imp', 'drunk', 'chef', 'empath', 'monk', 'soldier', 'mayor'] as const;
    expect(await legal([...roles], { reports: [grim({ p3: { role: 'drunk', shown: 'virgin' } })] })).toBe(true);
    expect(await legal([...roles], { reports: [grim({ p3: { shown: 'chef' } })] })).toBe(false);
    const withPoisoner = ['poisoner', 'imp', 'drunk', 'chef', 'empath', 'monk', 'soldier', 'mayor'] as const;
    void withPoisoner;
  });
  it('an impaired Spy may see anything; healthy forbids that', async () => {
    const roles = ['spy', 'imp', 'poisoner', 'chef', 'empath', 'monk', 'soldier', 'mayor', 'virgin', 'slayer'] as const;
    const lie = { p4: { role: 'mayor' } };
    expect(await legal([...roles], { reports: [grim(lie, false)], actions: [{ kind: 'poison', player: 'p3', target: 'p1' }] })).toBe(true);
    expect(await legal([...roles], { reports: [grim(lie, false)], actions: [{ kind: 'poison', player: 'p3', target: 'p2' }] })).toBe(false);
    expect(await legal([...roles], { reports: [grim({ p1: { poisoned: true } }, false)], actions: [{ kind: 'poison', player: 'p3', target: 'p1' }] })).toBe(true);
  });
  it('the Spy\'s grimoire and the report it makes up for its bluff on the same night both stand (two wakes)', async () => {
    const bluff = { player: 'p1', role: 'empath', night: 1, value: 2, authenticity: 'good', mode: 'assumption' };
    expect(await legal([...ROLES8], { reports: [grim({ p2: { role: 'imp' } }), bluff] })).toBe(true);
    // Its own wake still has to match the grimoire.
    expect(await legal([...ROLES8], { reports: [grim({ p2: { role: 'chef' } }), bluff] })).toBe(false);
  });
});

describe('actions on night 1', () => {
  it('the poison action\'s player must be the Poisoner', async () => {
    const roles = ['chef', 'imp', 'poisoner', 'empath', 'monk', 'soldier', 'mayor'] as const;
    expect(await legal([...roles], { actions: [{ kind: 'poison', player: 'p3', target: 'p1' }] })).toBe(true);
    expect(await legal([...roles], { actions: [{ kind: 'poison', player: 'p4', target: 'p1' }] })).toBe(false);
  });
  it('the Poisoner may poison themself (ruling Q1)', async () => {
    const roles = ['chef', 'imp', 'poisoner', 'empath', 'monk', 'soldier', 'mayor'] as const;
    expect(await legal([...roles], { actions: [{ kind: 'poison', player: 'p3', target: 'p3' }] })).toBe(true);
  });
});

describe('the Drunk', () => {
  const roles = ['drunk', 'imp', 'poisoner', 'chef', 'empath', 'monk', 'soldier', 'mayor'] as const;
  it('wakes as their shown Townsfolk and may be told wrong information', async () => {
    const wrong = report(0, 'washerwoman', { targets: ['p2', 'p3'], targetRole: 'virgin' });
    expect(await legal([...roles], { reports: [wrong] })).toBe(true);
    expect(await legal([...roles], { reports: [wrong], evidence: [{ kind: 'shown', player: 'p1', role: 'washerwoman', mode: 'hard' }] })).toBe(true);
    expect(await legal([...roles], { reports: [wrong], evidence: [{ kind: 'shown', player: 'p1', role: 'virgin', mode: 'hard' }] })).toBe(false);
  });
  it('cannot be shown a Townsfolk in play', async () => {
    expect(await legal([...roles], { reports: [report(0, 'chef', { value: 1 })] })).toBe(false);
  });
  it('a role assertion excludes the Drunk; a shown token does not', async () => {
    const r = ['washerwoman', 'imp', 'poisoner', 'chef', 'empath', 'monk', 'soldier', 'drunk'] as const;
    expect(await legal([...r], { evidence: [{ kind: 'shown', player: 'p8', role: 'mayor', mode: 'hard' }] })).toBe(true);
  });
});
