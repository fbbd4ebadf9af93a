/** The suite's files read from text (bench/files.ts) and the browser's name (bench/page/device.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readExport, readGames } from '../../bench/files.ts';
import { browserName } from '../../bench/page/device.ts';

const nqt47 = readFileSync(new URL('../../bench/corpus/games/real-nqt-47.json', import.meta.url), 'utf8');

const anExport = {
  suite: 'botc-solver corpus', commit: 'abc1234', date: '2026-12-07T00:00:00.000Z', runtime: 'node v22.1.0',
  device: { platform: 'linux', arch: 'x64', cores: 2, model: 'cpu' }, threads: 1, runs: 5,
  calibration: { games: ['real-nqt-47'], runs: 11, medianMs: 150, minMs: 140, maxMs: 160 },
  games: [{ id: 'real-nqt-47', players: 9, nights: 4, kind: 'real', verdict: 'right', runs: 5, medianMs: 1.5, minMs: 1.4, maxMs: 2, ratio: 0.01, nodes: 750 }],
};

describe('reading an export', () => {
  it('takes an export whole, with a browser\'s device fields too', () => {
    const read = readExport(JSON.stringify({ ...anExport, device: { ...anExport.device, crossOriginIsolated: true } }));
    expect(read).toEqual({ ok: true, value: { ...anExport, device: { ...anExport.device, crossOriginIsolated: true } } });
  });

  it('names every problem by its JSON path, and says when the text is not JSON', () => {
    const read = readExport(JSON.stringify({ ...anExport, threads: 'one', games: [{ ...anExport.games[0], verdict: 'fast' }] }));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors.map((e) => e.path)).toEqual(['$.threads', '$.games[0].verdict']);
    const twice = readExport(JSON.stringify({ ...anExport, games: [anExport.games[0], anExport.games[0]] }));
    expect(twice.ok === false && twice.errors).toEqual([{ path: '$.games[1].id', message: 'a second game with the id "real-nqt-47"' }]);
    const negative = readExport(JSON.stringify({ ...anExport, games: [{ ...anExport.games[0], ratio: -3 }] }));
    expect(negative.ok === false && negative.errors.map((e) => e.path)).toEqual(['$.games[0].ratio']);
    const games = readExport(`[${nqt47}]`);
    expect(games.ok === false && games.errors).toEqual([{ path: '$', message: 'this is a file of games, not an export of a run: run it, then export the figures' }]);
    const notJson = readExport('{"suite"');
    expect(notJson.ok === false && notJson.errors[0]!.path).toBe('$');
    expect(notJson.ok === false && notJson.errors[0]!.message).toMatch(/^not JSON/);
  });
});

describe('reading a file of games', () => {
  it('takes one game or a list of them', () => {
    const one = readGames(nqt47);
    expect(one.ok && one.value.map((g) => g.id)).toEqual(['real-nqt-47']);
    const game = JSON.parse(nqt47);
    const two = readGames(JSON.stringify([game, { ...game, id: 'copy' }]));
    expect(two.ok && two.value.map((g) => g.id)).toEqual(['real-nqt-47', 'copy']);
  });

  it('refuses an empty list, a bad field at its path, and a second game with one id', () => {
    const game = JSON.parse(nqt47);
    expect(readGames('[]').ok).toBe(false);
    const bad = readGames(JSON.stringify([game, { ...game, id: 'b', answer: { ...game.answer, count: -1 } }]));
    expect(bad.ok === false && bad.errors.map((e) => e.path)).toEqual(['$[1].answer.count']);
    const twice = readGames(JSON.stringify([game, game]));
    expect(twice.ok === false && twice.errors).toEqual([{ path: '$[1].id', message: 'a second game with the id "real-nqt-47"' }]);
  });
});

describe('the browser a user agent names', () => {
  it('reads Chrome, Edge, Firefox and Safari with their versions', () => {
    expect(browserName('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36')).toBe('Chrome 140.0.0.0');
    expect(browserName('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.1.2')).toBe('Edge 140.0.1.2');
    expect(browserName('Mozilla/5.0 (X11; Linux x86_64; rv:143.0) Gecko/20100101 Firefox/143.0')).toBe('Firefox 143.0');
    expect(browserName('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15')).toBe('Safari 18.5');
    expect(browserName('')).toBe('unknown browser');
  });
});
