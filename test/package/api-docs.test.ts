/**
 * The API docs (issue 13) are generated from the doc comments by `npm run docs:api`
 * (TypeDoc, `typedoc.json`): the build passes with warnings treated as errors, which
 * includes every exported function, constant, interface and type, and each of their
 * fields, having a doc comment; and the pages name the front doors.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;

it('TypeDoc builds the API docs from the comments with no warning, every export and field documented', () => {
  const out = mkdtempSync(join(tmpdir(), 'botc-api-'));
  execFileSync(process.execPath, ['node_modules/typedoc/bin/typedoc', '--options', 'typedoc.json', '--out', out, '--logLevel', 'Warn'],
    { cwd: root, stdio: 'pipe', encoding: 'utf8' });
  const functions = readdirSync(join(out, 'functions'));
  expect(functions).toEqual(expect.arrayContaining(['solveTemporal.html', 'solve.html', 'validate.html', 'replay.html']));
  expect(readFileSync(join(out, 'variables', 'LIMITS.html'), 'utf8')).toContain('inputBytes');
}, 120_000);
