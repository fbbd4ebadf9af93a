/**
 * Washerwoman, Librarian, Investigator (rules reference §3.1–3.3; TV13–TV19, TV78):
 * one of the pair is the learned character or registers as it.
 */
import { describe, expect, it } from 'vitest';
import { legal, report } from './helpers.ts';

const ww = (targets: string[], targetRole: string) => report(0, 'washerwoman', { targets, targetRole }, true);

describe('Washerwoman', () => {
  it('TV13: a healthy Spy can stand in for a Townsfolk not in play; a Chef cannot', async () => {
    expect(await legal(['washerwoman', 'imp', 'spy', 'empath', 'monk', 'chef', 'soldier'], { reports: [ww(['p3', 'p5'], 'ravenkeeper')] })).toBe(true);
    expect(await legal(['washerwoman', 'imp', 'chef', 'empath', 'monk', 'spy', 'soldier'], { reports: [ww(['p3', 'p5'], 'ravenkeeper')] })).toBe(false);
  });

  it('TV78: a poisoned Spy cannot misregister', async () => {
    const roles = ['washerwoman', 'imp', 'spy', 'poisoner', 'monk', 'chef', 'empath', 'soldier', 'mayor', 'virgin'] as const;
    const rows = (target: string) => ({ reports: [ww(['p3', 'p5'], 'ravenkeeper')], actions: [{ kind: 'poison', player: 'p4', target }] });
    expect(await legal([...roles], rows('p3'))).toBe(false);
    expect(await legal([...roles], rows('p6'))).toBe(true);
  });

  it('never sees the Drunk as the Townsfolk they think they are', async () => {
    const roles = ['washerwoman', 'imp', 'poisoner', 'drunk', 'chef', 'empath', 'soldier', 'mayor'] as const;
    const rows = { reports: [ww(['p4', 'p1'], 'monk')], evidence: [{ kind: 'shown', player: 'p4', role: 'monk', mode: 'hard' }] };
    expect(await legal([...roles], rows)).toBe(false);
  });

  it('a poisoned or Drunk Washerwoman may be told anything', async () => {
    const roles = ['washerwoman', 'imp', 'poisoner', 'chef', 'empath', 'monk', 'soldier'] as const;
    const wrong = report(0, 'washerwoman', { targets: ['p2', 'p3'], targetRole: 'mayor' });
    expect(await legal([...roles], { reports: [wrong] })).toBe(true);
    expect(await legal([...roles], { reports: [wrong], actions: [{ kind: 'poison', player: 'p3', target: 'p4' }] })).toBe(false);
  });
});

describe('Librarian', () => {
  const zero = report(0, 'librarian', { value: 0 }, true);
  it('TV16: "0" is impossible with the Drunk in play, possible with only a Recluse or no Outsider', async () => {
    expect(await legal(['librarian', 'imp', 'poisoner', 'drunk', 'chef', 'empath', 'monk', 'soldier'], { reports: [zero] })).toBe(false);
    expect(await legal(['librarian', 'imp', 'poisoner', 'recluse', 'chef', 'empath', 'monk', 'soldier'], { reports: [zero] })).toBe(true);
    expect(await legal(['librarian', 'imp', 'poisoner', 'chef', 'empath', 'monk', 'soldier'], { reports: [zero] })).toBe(true);
  });

  it('TV16: with no Outsiders and no Spy, a healthy Librarian must learn 0', async () => {
    const butler = report(0, 'librarian', { targets: ['p2', 'p3'], targetRole: 'butler' }, true);
    expect(await legal(['librarian', 'imp', 'poisoner', 'chef', 'empath', 'monk', 'soldier'], { reports: [butler] })).toBe(false);
  });

  it('TV17: a healthy Spy can be seen as an Outsider', async () => {
    const butler = report(0, 'librarian', { targets: ['p4', 'p7'], targetRole: 'butler' }, true);
    expect(await legal(['librarian', 'imp', 'chef', 'spy', 'monk', 'empath', 'soldier'], { reports: [butler] })).toBe(true);
  });

  it('TV18: the Drunk is seen as the Drunk', async () => {
    const drunk = report(0, 'librarian', { targets: ['p3', 'p6'], targetRole: 'drunk' }, true);
    expect(await legal(['librarian', 'imp', 'drunk', 'poisoner', 'chef', 'empath', 'monk', 'soldier'], { reports: [drunk] })).toBe(true);
  });

  it('TV19: a poisoned Recluse registers truly, so "0" becomes impossible', async () => {
    const roles = ['librarian', 'imp', 'recluse', 'poisoner', 'chef', 'empath', 'monk', 'soldier'] as const;
    expect(await legal([...roles], { reports: [zero], actions: [{ kind: 'poison', player: 'p4', target: 'p3' }] })).toBe(false);
    expect(await legal([...roles], { reports: [zero], actions: [{ kind: 'poison', player: 'p4', target: 'p5' }] })).toBe(true);
  });
});

describe('Investigator', () => {
  const roles = ['investigator', 'recluse', 'imp', 'poisoner', 'chef', 'saint', 'empath', 'monk', 'soldier'] as const;
  it('TV14: a healthy Recluse can be seen as any Minion, in play or not', async () => {
    const sw = report(0, 'investigator', { targets: ['p2', 'p6'], targetRole: 'scarlet_woman' }, true);
    expect(await legal([...roles], { reports: [sw] })).toBe(true);
  });

  it('TV15: two good non-Recluse players cannot be "the Poisoner" unless the Investigator is impaired', async () => {
    const bad = ['investigator', 'chef', 'imp', 'poisoner', 'empath', 'monk', 'soldier', 'saint'] as const;
    const healthy = report(0, 'investigator', { targets: ['p2', 'p5'], targetRole: 'poisoner' }, true);
    const maybe = report(0, 'investigator', { targets: ['p2', 'p5'], targetRole: 'poisoner' });
    expect(await legal([...bad], { reports: [healthy] })).toBe(false);
    expect(await legal([...bad], { reports: [maybe] })).toBe(true);
  });

  it('a Spy can only be seen as the Spy', async () => {
    const r = ['investigator', 'spy', 'imp', 'chef', 'empath', 'monk', 'soldier'] as const;
    expect(await legal([...r], { reports: [report(0, 'investigator', { targets: ['p2', 'p4'], targetRole: 'poisoner' }, true)] })).toBe(false);
    expect(await legal([...r], { reports: [report(0, 'investigator', { targets: ['p2', 'p4'], targetRole: 'spy' }, true)] })).toBe(true);
  });
});
