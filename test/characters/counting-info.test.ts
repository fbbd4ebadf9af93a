/**
 * Chef and Empath (rules reference §3.4–3.5; TV09–TV12, TV77): evil registrations are
 * decided per check — per adjacent pair for the Chef, wraparound included.
 */
import { describe, expect, it } from 'vitest';
import type { RoleId } from '../../src/index.ts';
import { legal, report } from './helpers.ts';

async function chefValues(roles: RoleId[], seat: number, max: number): Promise<number[]> {
  const out: number[] = [];
  for (let v = 0; v <= max; v++) {
    if (await legal(roles, { reports: [report(seat, 'chef', { value: v }, true)] })) out.push(v);
  }
  return out;
}

async function empathValues(roles: RoleId[], seat: number): Promise<number[]> {
  const out: number[] = [];
  for (let v = 0; v <= 2; v++) {
    if (await legal(roles, { reports: [report(seat, 'empath', { value: v }, true)] })) out.push(v);
  }
  return out;
}

describe('Chef', () => {
  it('TV09: the wraparound pair counts', async () => {
    expect(await chefValues(['poisoner', 'chef', 'empath', 'monk', 'soldier', 'mayor', 'imp'], 1, 3)).toEqual([1]);
  });
  it('TV10: three evil in a row are two pairs', async () => {
    expect(await chefValues(['chef', 'poisoner', 'imp', 'scarlet_woman', 'empath', 'monk', 'soldier', 'mayor', 'virgin', 'slayer'], 0, 4)).toEqual([2]);
  });
  it('TV11: a Recluse between two evil players counts per pair', async () => {
    expect(await chefValues(['chef', 'imp', 'recluse', 'poisoner', 'empath', 'monk', 'soldier', 'mayor'], 0, 4)).toEqual([0, 1, 2]);
  });
  it('TV12: a Spy beside the Imp may count or not', async () => {
    expect(await chefValues(['imp', 'spy', 'chef', 'empath', 'monk', 'soldier', 'mayor'], 2, 3)).toEqual([0, 1]);
  });
  it('a Recluse in the wraparound pair may count', async () => {
    expect(await chefValues(['imp', 'chef', 'empath', 'monk', 'soldier', 'scarlet_woman', 'virgin', 'recluse'], 1, 3)).toEqual([0, 1]);
  });
});

describe('Empath', () => {
  it('reads the two neighbours on night 1, a Spy may read good and a Recluse evil', async () => {
    expect(await empathValues(['imp', 'empath', 'monk', 'chef', 'soldier', 'mayor', 'spy'], 1)).toEqual([1]);
    expect(await empathValues(['spy', 'empath', 'imp', 'chef', 'soldier', 'mayor', 'monk'], 1)).toEqual([1, 2]);
    expect(await empathValues(['recluse', 'empath', 'chef', 'imp', 'poisoner', 'mayor', 'monk', 'soldier'], 1)).toEqual([0, 1]);
  });
  it('wraps around the circle', async () => {
    expect(await empathValues(['empath', 'chef', 'monk', 'soldier', 'mayor', 'poisoner', 'imp'], 0)).toEqual([1]);
  });
});

describe('one poison target for the whole night (TV77)', () => {
  const roles: RoleId[] = ['chef', 'empath', 'monk', 'imp', 'poisoner', 'soldier', 'mayor'];
  // Truth: Chef 1 (imp–poisoner), Empath 0 (chef, monk).
  const wrongChef = report(0, 'chef', { value: 0 });
  const wrongEmpath = report(1, 'empath', { value: 2 });
  it('two false reports cannot both be explained by poison', async () => {
    expect(await legal(roles, { reports: [wrongChef] })).toBe(true);
    expect(await legal(roles, { reports: [wrongChef, wrongEmpath] })).toBe(false);
  });
  it('but can when one of them is the Drunk', async () => {
    const withDrunk: RoleId[] = ['chef', 'drunk', 'monk', 'imp', 'poisoner', 'soldier', 'mayor', 'virgin'];
    const drunkEmpath = report(1, 'empath', { value: 2 });
    expect(await legal(withDrunk, { reports: [wrongChef, drunkEmpath] })).toBe(true);
  });
  it('the Drunk may be told the truth too, but is never healthy', async () => {
    const withDrunk: RoleId[] = ['chef', 'drunk', 'monk', 'imp', 'poisoner', 'soldier', 'mayor', 'virgin'];
    expect(await legal(withDrunk, { reports: [report(1, 'empath', { value: 0 })] })).toBe(true);
    expect(await legal(withDrunk, { reports: [report(1, 'empath', { value: 0 }, true)] })).toBe(false);
  });
});
