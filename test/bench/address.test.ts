/** The bench page's settings in its address (bench/page/address.ts). */
import { describe, expect, it } from 'vitest';
import { readSettings, writeSettings } from '../../bench/page/address.ts';

describe('the bench page address', () => {
  it('reads every setting, and leaves the defaults out when it writes them back', () => {
    const { settings, notes } = readSettings('?set=sparse&games=sweep-04,sweep-05&runs=7&threads=2', 4);
    expect(settings).toEqual({ set: 'sparse', only: 'sweep-04,sweep-05', runs: 7, threads: 2 });
    expect(notes).toEqual([]);
    expect(writeSettings(settings)).toBe('?set=sparse&games=sweep-04,sweep-05&runs=7&threads=2');
    expect(readSettings('', 4)).toEqual({ settings: { set: 'all', only: '', runs: 5, threads: 1 }, notes: [] });
    expect(writeSettings({ set: 'all', only: ' ', runs: 5, threads: 1 })).toBe('');
    expect(writeSettings({ set: 'own', only: '', runs: 5, threads: 1 })).toBe('');
  });

  it('brings a value into its range, replaces one that is not a number, and says so', () => {
    const { settings, notes } = readSettings('?set=huge&runs=100&threads=9', 2);
    expect(settings).toEqual({ set: 'all', only: '', runs: 50, threads: 2 });
    expect(notes).toEqual([
      'set=huge is not one of all, real, dense, sparse: all is used.',
      'runs=100 is not a whole number from 1 to 50: 50 is used.',
      'threads=9 is not a whole number from 1 to 2: 2 is used.',
    ]);
    const odd = readSettings('?runs=abc&threads=0', 2);
    expect(odd.settings).toMatchObject({ runs: 5, threads: 1 });
    expect(odd.notes).toEqual(['runs=abc is not a number: 5 is used.', 'threads=0 is not a whole number from 1 to 2: 1 is used.']);
    expect(readSettings('?runs=2.5', 2).settings.runs).toBe(3);
    expect(readSettings('?runs=0x10', 2)).toMatchObject({ settings: { runs: 5 }, notes: ['runs=0x10 is not a number: 5 is used.'] });
  });
});
