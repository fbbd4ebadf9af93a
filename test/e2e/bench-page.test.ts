/**
 * The bench page (bench.html in the built app) in real headless Chromium: a two-game suite
 * from a file of one's own, run end to end — progress shown, each answer checked against
 * the file's, the table and the plot drawn, the export downloaded and read back, and the
 * page's compare fed this run and that export. One of the two games carries a deliberately
 * wrong answer: it must be reported wrong and not timed. A file that is not a game file is
 * refused with its problems, and nothing runs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CorpusGame } from '../../bench/answer.ts';
import { readExport } from '../../bench/files.ts';
import { launch, openPage } from './browser.ts';

const game = (id: string) => JSON.parse(readFileSync(new URL(`../../bench/corpus/games/${id}.json`, import.meta.url), 'utf8')) as CorpusGame;

/** real-nqt-59 with its first seat's starting character swapped for another (the puzzle decides every seat). */
function withWrongAnswer(): CorpusGame {
  const g = game('real-nqt-59');
  const [seat, cells] = Object.entries(g.answer.seats)[0]!;
  const other = cells.starting[0] === 'chef' ? 'empath' : 'chef';
  return { ...g, answer: { ...g.answer, seats: { ...g.answer.seats, [seat]: { ...cells, starting: [other] } } } };
}

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

async function upload(page: Page, name: string, content: string): Promise<void> {
  await page.locator('botc-bench input[name=own]').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) });
}

describe('the bench page', () => {
  it('runs a two-game file: progress, verdicts, table, plot, export and compare; the wrong stored answer is marked, not timed', async () => {
    const { page, errors } = await openPage(browser, `${inject('appUrl')}bench.html?runs=2`);
    await expect.poll(() => page.locator('botc-bench select[name=set] option').first().textContent()).toContain('(122)');
    await upload(page, 'two.json', JSON.stringify([game('real-nqt-47'), withWrongAnswer()]));
    const run = page.locator('botc-bench button[type=submit]');
    await expect.poll(() => run.textContent()).toBe('Run 2 games');
    await run.click();

    // Progress while it runs: the bar, and the calibration then the games in words.
    await page.locator('botc-bench progress').waitFor();
    await page.locator('botc-bench button.export').waitFor({ timeout: 120_000 }).catch(async (e: Error) => {
      // Say where the page was: its status line and any error it shows.
      throw new Error(`${e.message}\nthe page said: ${await page.locator('botc-bench').evaluate((el) => el.shadowRoot!.textContent)}`);
    });
    expect(await page.locator('botc-bench [role=status]').textContent()).toBe('2 of 2 games done.');
    const bar = await page.locator('botc-bench progress').evaluate((p: HTMLProgressElement) => [p.value, p.max]);
    expect(bar[0]).toBe(bar[1]);

    const rows = page.locator('botc-bench table tbody tr');
    expect(await rows.count()).toBe(2);
    const right = page.locator('botc-bench tr[data-game=real-nqt-47]');
    expect(await right.getAttribute('data-verdict')).toBe('right');
    expect(Number(await right.locator('td.median').textContent())).toBeGreaterThan(0);
    const wrong = page.locator('botc-bench tr[data-game=real-nqt-59]');
    expect(await wrong.getAttribute('data-verdict')).toBe('wrong');
    expect(await wrong.locator('td.median').textContent()).toBe('—');
    expect(await wrong.locator('td.verdict .detail').textContent()).toMatch(/^seat p1, starting: \w+ here, (chef|empath) known$/);
    expect(await page.locator('botc-bench .summary').innerText()).toContain('2 games: 1 right, 1 wrong, 0 incomplete');

    // The plot has drawn something: the canvas is not blank.
    const painted = await page.locator('botc-bench canvas').evaluate((c: HTMLCanvasElement) => {
      const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
      return n;
    });
    expect(painted).toBeGreaterThan(100);

    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('botc-bench button.export').click()]);
    const text = readFileSync((await download.path())!, 'utf8');
    const read = readExport(text);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    const exported = read.value;
    expect(exported.runtime).toMatch(/^Chrome \d/);
    expect(exported.threads).toBe(1);
    expect(exported.runs).toBe(2);
    expect(exported.calibration.runs).toBe(11);
    expect(exported.calibration.medianMs).toBeGreaterThan(0);
    expect(exported.games.map((g) => [g.id, g.verdict, g.runs, g.medianMs === null])).toEqual([
      ['real-nqt-47', 'right', 2, false],
      ['real-nqt-59', 'wrong', 0, true],
    ]);
    expect(exported.selection).toBe('your file two.json');
    expect(exported.stopped).toBeUndefined();
    expect(exported.games[0]!.ratio).toBeCloseTo(exported.games[0]!.medianMs! / exported.calibration.medianMs, 10);

    // Compare this run (A) with its own export (B): the same ratio, so a change of 1; none for the wrong game.
    const compare = page.locator('botc-bench-compare');
    await compare.locator('button[name=current-a]').click();
    await compare.locator('input[name=export-b]').setInputFiles({ name: 'export.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await compare.locator('table').waitFor();
    expect(await compare.locator('tr[data-game=real-nqt-47] td.change').textContent()).toBe('1.00');
    expect(await compare.locator('tr[data-game=real-nqt-59] td.change').textContent()).toBe('—');
    expect(await compare.locator('.median').innerText()).toContain('1 of 2 games compared; median B / A 1.00');
    expect(errors).toEqual([]);
  }, 180_000);

  it('stops a run of the whole corpus at once: the worker goes, Run comes back, no export before the calibration ends', async () => {
    const { page, errors } = await openPage(browser, `${inject('appUrl')}bench.html`);
    await expect.poll(() => page.locator('botc-bench button[type=submit]').textContent()).toBe('Run 122 games');
    await page.locator('botc-bench button[type=submit]').click();
    await page.locator('botc-bench progress').waitFor();
    await page.locator('botc-bench button', { hasText: 'Stop' }).click();
    await page.locator('botc-bench button[type=submit]').waitFor({ timeout: 5_000 });
    expect(await page.locator('botc-bench [role=status]').textContent()).toBe('Stopped during the calibration: nothing was timed.');
    expect(await page.locator('botc-bench button.export').count()).toBe(0);
    expect(await page.locator('botc-bench table').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('refuses a file that is not a game file, or whose game is not a valid input, with every problem, and runs nothing', async () => {
    const { page, errors } = await openPage(browser, `${inject('appUrl')}bench.html`);
    await expect.poll(() => page.locator('botc-bench select[name=set] option').first().textContent()).toContain('(122)');
    await upload(page, 'broken.json', '{"id": ');
    // Each file is read and checked after the upload returns: wait for the page to say so.
    const problems = () => page.locator('botc-bench .errors li').allTextContents();
    await expect.poll(problems).toEqual([expect.stringMatching(/^\$: not JSON/)]);

    const bad = game('real-nqt-47');
    const input = { ...bad.input, players: [] };
    await upload(page, 'bad.json', JSON.stringify([{ ...bad, input }, { ...bad, kind: 'easy' }]));
    await expect.poll(problems).toContainEqual(expect.stringMatching(/^\$\[1\]\.kind/));

    await upload(page, 'bad-input.json', JSON.stringify({ ...bad, input }));
    await expect.poll(async () => {
      const list = await problems();
      return list.length > 0 && list.every((p) => p.startsWith('$.input: game "real-nqt-47"'));
    }).toBe(true);

    const mismatch = readFileSync(new URL('../../bench/corpus/games/real-nqt-47.json', import.meta.url), 'utf8').replace('"players": 9', '"players": 7');
    await upload(page, 'mismatch.json', mismatch);
    await expect.poll(problems).toEqual(['$.players: game "real-nqt-47" says 7 players; its input has 9']);

    // No file was taken: the choices are still the corpus's, and nothing has run.
    expect(await page.locator('botc-bench select[name=set] option[value=own]').count()).toBe(0);
    expect(await page.locator('botc-bench table').count()).toBe(0);

    // After a good file, a refused one says that the good one is still the one offered.
    await upload(page, 'good.json', JSON.stringify(game('real-nqt-47')));
    await upload(page, 'empty.json', '[]');
    await expect.poll(() => page.locator('botc-bench .errors p').textContent()).toBe('empty.json was not loaded; your earlier file, good.json (1 game), is still the one offered:');
    expect(await problems()).toEqual(['$: the list holds no games']);
    expect(await page.locator('botc-bench select[name=set] option[value=own]').textContent()).toBe('Your file: good.json (1)');
    expect(await page.locator('botc-bench button[type=submit]').textContent()).toBe('Run 1 game');
    expect(errors).toEqual([]);
  });

  it('takes the whole corpus, unchanged, as a file of one\'s own', async () => {
    const { page, errors } = await openPage(browser, `${inject('appUrl')}bench.html`);
    await expect.poll(() => page.locator('botc-bench select[name=set] option').first().textContent()).toContain('(122)');
    const all = readdirSync(new URL('../../bench/corpus/games/', import.meta.url)).map((f) => game(f.replace(/\.json$/, '')));
    await upload(page, 'corpus.json', JSON.stringify(all));
    await expect.poll(() => page.locator('botc-bench select[name=set] option[value=own]').count()).toBe(1);
    expect(await page.locator('botc-bench select[name=set] option[value=own]').textContent()).toBe('Your file: corpus.json (122)');
    expect(await page.locator('botc-bench .errors').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('the address sets the choices and follows the form; a bad value is named; a choice of no game says why', async () => {
    const { page, errors } = await openPage(browser, `${inject('appUrl')}bench.html?set=sparse&games=sweep-00&runs=0`);
    await expect.poll(() => page.locator('botc-bench select[name=set] option').first().textContent()).toContain('(122)');
    expect(await page.locator('botc-bench select[name=set]').inputValue()).toBe('sparse');
    expect(await page.locator('botc-bench input[name=runs]').inputValue()).toBe('1');
    expect(await page.locator('botc-bench .notes li').allTextContents()).toEqual(['runs=0 is not a whole number from 1 to 50: 1 is used.']);
    expect(await page.locator('botc-bench button[type=submit]').isDisabled()).toBe(true);
    expect(await page.locator('botc-bench p.notes').innerText()).toContain('No game of the sparse tables has an id starting with sweep-00');
    await page.locator('botc-bench select[name=set]').selectOption('dense');
    await expect.poll(() => page.locator('botc-bench button[type=submit]').textContent()).toBe('Run 55 games');
    expect(new URL(page.url()).search).toBe('?set=dense&games=sweep-00&runs=1');
    expect(errors).toEqual([]);
  });
});
