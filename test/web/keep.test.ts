/**
 * Keeping work: import (every error, nothing adopted on failure), export round trips in
 * the three formats, the share-link fragment, and the first-night copy.
 */
import { describe, expect, it } from 'vitest';
import { LIMITS, validate } from '../../src/index.ts';
import { exportFormats, exportText, importText } from '../../web/keep/files.ts';
import { copyFirstNight } from '../../web/keep/first-night.ts';
import { EMPTY_NOTEBOOK } from '../../web/keep/notebook.ts';
import { MAX_LINK_CHARS, gameFromFragment, shareUrl } from '../../web/keep/share.ts';
import type { LegacyInput, TemporalInput } from '../../web/model/game.ts';
import nqt47 from '../../examples/nqt-47.json';

const check = async (input: unknown) => validate(input);
const game = nqt47.input as TemporalInput;

describe('import', () => {
  it('refuses text that is not JSON, with the parser message', async () => {
    const out = await importText('{"players": [', check);
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.errors).toEqual([expect.objectContaining({ code: 'invalid_json', path: '$' })]);
  });

  it('refuses an invalid game with every error and its JSON path', async () => {
    const bad = structuredClone(game) as unknown as { players: unknown[]; evidence: Record<string, unknown>[] };
    bad.evidence[0]!.player = 'nobody';
    bad.evidence[1]!.mode = 'maybe';
    const out = await importText(JSON.stringify(bad), check);
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.errors.map((e) => e.path)).toEqual(expect.arrayContaining(['$.evidence[0].player', '$.evidence[1].mode']));
  });

  it('refuses a file over LIMITS.inputBytes unread, and caps the errors of a notebook', async () => {
    const big = await importText('', check, LIMITS.inputBytes + 1);
    expect(big).toEqual({ ok: false, errors: [expect.objectContaining({ code: 'too_large', limit: LIMITS.inputBytes, actual: LIMITS.inputBytes + 1 })] });
    const keys = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`k${i}`, 0]));
    const out = await importText(JSON.stringify({ schema: 'botc-history-v1', ...keys }), check);
    expect(out.ok).toBe(false);
    if (!out.ok) {
      expect(out.errors).toHaveLength(LIMITS.errors + 1);
      expect(out.errors.at(-1)).toMatchObject({ code: 'too_many_errors', actual: 301 });
    }
  });

  it('refuses a notebook whose bookkeeping is nested deeper than the limit (the export could not write it back)', async () => {
    const deep = `${'{"x":'.repeat(100_000)}0${'}'.repeat(100_000)}`;
    const out = await importText(`{"schema":"botc-history-v1","notes":"","history":${JSON.stringify(game)},"bookkeeping":${deep}}`, check);
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.errors).toEqual([expect.objectContaining({ code: 'too_large', limit: LIMITS.depth })]);
  });

  it('opens a published case file by its input, and refuses a broken one with paths under $.input', async () => {
    const ok = await importText(JSON.stringify(nqt47), check);
    expect(ok.ok && ok.game).toEqual(game);
    const broken = structuredClone(nqt47) as { input: { players: unknown } };
    broken.input.players = 'none';
    const out = await importText(JSON.stringify(broken), check);
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.errors[0]!.path.startsWith('$.input')).toBe(true);
  });

  it('a botc-history-v1 notebook keeps notes, first-night evidence and bookkeeping apart from the history', async () => {
    const firstNight: LegacyInput = { players: game.players, evidence: [{ kind: 'role', player: 'p1', role: 'recluse', mode: 'hard' }] };
    const notebook = { notes: 'Josh and Sula both claim Saint', firstNight, bookkeeping: { deaths: { N2: ['p9'] } } };
    const text = exportText(game, notebook, 'botc-history-v1');
    expect(JSON.parse(text)).toEqual({ schema: 'botc-history-v1', ...notebook, history: game });
    const back = await importText(text, check);
    expect(back).toEqual({ ok: true, game, notebook, format: 'botc-history-v1' });
  });

  it('a notebook with an unknown field or a bad history is refused with paths', async () => {
    const out = await importText(JSON.stringify({ schema: 'botc-history-v1', notes: 1, extra: true, history: { schema: 'botc-temporal-v1' } }), check);
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.errors.map((e) => e.path)).toEqual(expect.arrayContaining(['$.extra', '$.notes']));
    const badHistory = await importText(JSON.stringify({ schema: 'botc-history-v1', notes: '', history: { ...game, players: [] } }), check);
    expect(badHistory.ok).toBe(false);
    if (!badHistory.ok) expect(badHistory.errors.map((e) => e.path)).toContain('$.history.players');
  });

  it('a notebook whose parts are the wrong kind of input is refused; a byte-order mark is not an error', async () => {
    const legacy: LegacyInput = { players: game.players, evidence: [] };
    const swapped = await importText(JSON.stringify({ schema: 'botc-history-v1', notes: '', history: legacy, firstNight: game }), check);
    expect(swapped.ok).toBe(false);
    if (!swapped.ok) expect(swapped.errors.map((e) => e.path)).toEqual(['$.history', '$.firstNight']);
    const bom = await importText(`\uFEFF${JSON.stringify(game)}`, check);
    expect(bom.ok && bom.game).toEqual(game);
  });

  it('exports a history as itself or as a notebook, a first-night input as itself', () => {
    expect(exportFormats(game)).toEqual(['botc-temporal-v1', 'botc-history-v1']);
    expect(JSON.parse(exportText(game, EMPTY_NOTEBOOK, 'botc-temporal-v1'))).toEqual(game);
    const legacy: LegacyInput = { players: game.players, evidence: [] };
    expect(exportFormats(legacy)).toEqual(['legacy']);
  });
});

describe('share link', () => {
  it('a link longer than MAX_LINK_CHARS is refused before it is unpacked', () => {
    const out = gameFromFragment(`#game=${'A'.repeat(MAX_LINK_CHARS + 1)}`);
    expect(out).toEqual({ error: expect.stringContaining('longer than') });
    const real = new URL(shareUrl(game, 'https://example.org/')).hash;
    expect(real.length).toBeLessThan(MAX_LINK_CHARS);
  });

  it('round-trips a game through the URL fragment and keeps the page address', () => {
    const url = shareUrl(game, 'https://example.org/puzzles/47?x=1#old');
    expect(url.startsWith('https://example.org/puzzles/47?x=1#game=')).toBe(true);
    expect(gameFromFragment(new URL(url).hash)).toEqual(game);
  });

  it('no fragment gives null; a damaged one gives an error to show', () => {
    expect(gameFromFragment('')).toBeNull();
    expect(gameFromFragment('#section-2')).toBeNull();
    expect(gameFromFragment('#game=%%%not-lz')).toEqual({ error: expect.any(String) });
  });
});

describe('copy first-night evidence (only on request)', () => {
  it('role rows carry over (missing mode = assumption), info rows become authentic night-1 reports', () => {
    const legacy: LegacyInput = {
      players: game.players,
      evidence: [
        { kind: 'role', player: 'p1', role: 'recluse' },
        { kind: 'info', player: 'p8', role: 'chef', value: 1, mode: 'hard', reliability: 'healthy' },
      ],
    };
    const base: TemporalInput = { ...game, evidence: [], reports: [] };
    const next = copyFirstNight(base, legacy);
    expect(next.evidence).toEqual([{ kind: 'role', player: 'p1', role: 'recluse', mode: 'assumption' }]);
    expect(next.reports).toEqual([
      { player: 'p8', role: 'chef', value: 1, mode: 'hard', reliability: 'healthy', night: 1, authenticity: 'authentic' },
    ]);
    expect(validate(next).errors).toEqual([]);
    expect(base.evidence).toEqual([]); // the original is untouched
  });
});
