/** Setup legality (rules reference §1.2–1.4, test vectors TV01–TV06, TV80). */
import { describe, expect, it } from 'vitest';
import { setupCounts } from '../../src/rules/setup.ts';
import { legal } from './helpers.ts';

describe('setup', () => {
  it('TV01: five players cannot have an Outsider without the Baron', async () => {
    expect(await legal(['imp', 'poisoner', 'chef', 'empath', 'saint'])).toBe(false);
    expect(await legal(['imp', 'poisoner', 'chef', 'empath', 'monk'])).toBe(true);
  });

  it('TV02: the Baron needs two extra Outsiders', async () => {
    expect(await legal(['imp', 'baron', 'chef', 'empath', 'monk', 'saint', 'butler'])).toBe(true);
    expect(await legal(['imp', 'baron', 'chef', 'empath', 'monk', 'undertaker', 'saint'])).toBe(false);
  });

  it('TV03: six players with the Baron have one Townsfolk and three Outsiders', async () => {
    expect(await legal(['imp', 'baron', 'chef', 'butler', 'saint', 'recluse'])).toBe(true);
    expect(await legal(['imp', 'baron', 'chef', 'empath', 'saint', 'recluse'])).toBe(false);
  });

  it('TV04/TV80: setup counts with the Baron', () => {
    expect(setupCounts(13, true)).toEqual([7, 2, 3, 1]);
    expect(setupCounts(9, true)).toEqual([3, 4, 1, 1]);
    expect(setupCounts(15, false)).toEqual([9, 2, 3, 1]);
  });

  it('TV05: the Drunk is the one Outsider of eight players', async () => {
    expect(await legal(['imp', 'poisoner', 'drunk', 'chef', 'empath', 'fortune_teller', 'undertaker', 'slayer'])).toBe(true);
    expect(await legal(['imp', 'poisoner', 'drunk', 'chef', 'empath', 'fortune_teller', 'undertaker', 'saint'])).toBe(false);
  });

  it('TV06: the Drunk\'s token is not in play', async () => {
    const roles = ['imp', 'poisoner', 'drunk', 'chef', 'empath', 'fortune_teller', 'undertaker', 'slayer'] as const;
    const shownChef = { evidence: [{ kind: 'shown', player: 'p3', role: 'chef', mode: 'hard' }] };
    expect(await legal([...roles], shownChef)).toBe(false);
    const shownMonk = { evidence: [{ kind: 'shown', player: 'p3', role: 'monk', mode: 'hard' }] };
    expect(await legal([...roles], shownMonk)).toBe(true);
  });

  it('exactly one Imp and unique characters', async () => {
    expect(await legal(['imp', 'imp', 'chef', 'empath', 'monk'])).toBe(false);
    expect(await legal(['imp', 'poisoner', 'chef', 'chef', 'monk'])).toBe(false);
  });

  it('testimony: a good player claims their shown token, so a good Drunk claims a Townsfolk', async () => {
    const roles = ['imp', 'poisoner', 'drunk', 'chef', 'empath', 'fortune_teller', 'undertaker', 'slayer'] as const;
    expect(await legal([...roles], { evidence: [{ kind: 'testimony', player: 'p3', role: 'monk', mode: 'assumption' }] })).toBe(true);
    expect(await legal([...roles], { evidence: [{ kind: 'testimony', player: 'p3', role: 'drunk', mode: 'assumption' }] })).toBe(false);
    expect(await legal([...roles], { evidence: [{ kind: 'testimony', player: 'p1', role: 'drunk', mode: 'assumption' }] })).toBe(true);
  });
});
