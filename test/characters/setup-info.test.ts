/**
 * The evil team's first-night information (contract `setupInfo`, rules reference §1.6):
 * given before poison, so a Spy may hide and a Recluse may appear; bluffs are good
 * characters not in play.
 */
import { describe, expect, it } from 'vitest';
import { legal } from './helpers.ts';

const ROLES = ['imp', 'poisoner', 'spy', 'recluse', 'chef', 'empath', 'monk', 'soldier', 'mayor', 'virgin', 'slayer'] as const;
const demonInfo = (minions: string[], bluffs?: string[]) => ({
  evidence: [{ kind: 'setupInfo', player: 'p1', team: 'Demon', minions, ...(bluffs ? { bluffs } : {}), mode: 'hard' }],
});

describe('setupInfo', () => {
  it('the Demon learns its Minions; a Spy may hide and a Recluse may appear', async () => {
    expect(await legal([...ROLES], demonInfo(['p2', 'p3']))).toBe(true);
    expect(await legal([...ROLES], demonInfo(['p2']))).toBe(true);
    expect(await legal([...ROLES], demonInfo(['p2', 'p3', 'p4']))).toBe(true);
    expect(await legal([...ROLES], demonInfo(['p3']))).toBe(false);
    expect(await legal([...ROLES], demonInfo(['p2', 'p5']))).toBe(false);
  });
  it('TV08: bluffs must not be in play; the Drunk\'s token may be a bluff', async () => {
    expect(await legal([...ROLES], demonInfo(['p2', 'p3'], ['undertaker', 'ravenkeeper', 'washerwoman']))).toBe(true);
    expect(await legal([...ROLES], demonInfo(['p2', 'p3'], ['chef', 'ravenkeeper', 'washerwoman']))).toBe(false);
    const withDrunk = ['imp', 'poisoner', 'drunk', 'chef', 'empath', 'monk', 'soldier', 'mayor'] as const;
    const info = {
      evidence: [
        { kind: 'setupInfo', player: 'p1', team: 'Demon', bluffs: ['virgin', 'slayer', 'undertaker'], mode: 'hard' },
        { kind: 'shown', player: 'p3', role: 'virgin', mode: 'hard' },
      ],
    };
    expect(await legal([...withDrunk], info)).toBe(true);
  });
  it('a Minion learns the Demon, and the recipient must be on that team', async () => {
    const minionInfo = (player: string, demons: string[]) => ({ evidence: [{ kind: 'setupInfo', player, team: 'Minion', demons, mode: 'hard' }] });
    expect(await legal([...ROLES], minionInfo('p2', ['p1']))).toBe(true);
    expect(await legal([...ROLES], minionInfo('p2', ['p1', 'p4']))).toBe(true);
    expect(await legal([...ROLES], minionInfo('p2', ['p5']))).toBe(false);
    expect(await legal([...ROLES], minionInfo('p5', ['p1']))).toBe(false);
    // A Minion never registers as the Demon, not even to themself.
    expect(await legal([...ROLES], minionInfo('p2', ['p1', 'p2']))).toBe(false);
  });
});
