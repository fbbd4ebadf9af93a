/**
 * The house's plan holds: no import circles in src/, assembly/ or web/, the kernels below
 * the characters, and a character file importing only what docs/ARCHITECTURE.md allows —
 * the rules of .dependency-cruiser.cjs, run as `npm run lint:imports` runs them. A small
 * made-up tree that breaks three rules (a circle, a kernel file importing a character, one
 * reaching a character through another file) shows the check catches what it is meant to.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
const BIN = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

interface Violation { rule: { name: string }; from: string; to: string; cycle?: { name: string }[] }

/** The rules broken in `dirs` (relative to `cwd`), each as "rule: from → to". */
async function broken(cwd: string, dirs: string[]): Promise<string[]> {
  // Exit code 1 means violations were found; the JSON report says which.
  const run = await promisify(execFile)(process.execPath, [BIN, ...dirs, '--config', CONFIG, '--output-type', 'json'], { cwd, maxBuffer: 64 << 20 })
    .catch((e: { stdout?: string; stderr?: string }) => ({ stdout: e.stdout ?? '', stderr: e.stderr ?? '' }));
  const report = JSON.parse(run.stdout) as { summary: { violations: Violation[]; totalCruised: number } };
  expect(report.summary.totalCruised).toBeGreaterThan(0);
  return report.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

const scratch = mkdtempSync(join(tmpdir(), 'botc-imports-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('import rules', () => {
  it('src/, assembly/ and web/ break none: no circle, the kernels below the characters', async () => {
    expect(await broken(ROOT, ['src', 'assembly', 'web'])).toEqual([]);
  }, 60_000);

  it('catches a circle, a kernel file that imports a character, and one that reaches a character through another file', async () => {
    mkdirSync(join(scratch, 'src/kernel'), { recursive: true });
    mkdirSync(join(scratch, 'src/rules/characters'), { recursive: true });
    writeFileSync(join(scratch, 'src/kernel/deaths.ts'), "import { died } from '../rules/characters/imp.ts';\nexport const kill = () => died();\n");
    writeFileSync(join(scratch, 'src/rules/characters/imp.ts'), "import { kill } from '../../kernel/deaths.ts';\nexport const died = () => kill;\n");
    writeFileSync(join(scratch, 'src/kernel/setup-checks.ts'), "import { counts } from '../rules/setup.ts';\nexport const fits = () => counts();\n");
    writeFileSync(join(scratch, 'src/rules/setup.ts'), "import { setup } from './characters/baron.ts';\nexport const counts = () => setup();\n");
    writeFileSync(join(scratch, 'src/rules/characters/baron.ts'), 'export const setup = () => 2;\n');
    const found = await broken(scratch, ['src']);
    // The circle is reported once, at the first file of it.
    expect(found.sort()).toEqual([
      'kernel-below-characters: src/kernel/deaths.ts → src/rules/characters/imp.ts',
      'kernel-never-reaches-characters: src/kernel/deaths.ts → src/rules/characters/imp.ts',
      'kernel-never-reaches-characters: src/kernel/setup-checks.ts → src/rules/characters/baron.ts',
      'no-circular: src/kernel/deaths.ts → src/rules/characters/imp.ts',
    ]);
  }, 60_000);
});
