/**
 * The demo page (`npm run dev`, `index.html`): the widget plus a menu of the real,
 * published cases bundled with the project, each loaded into the widget as a game, and
 * one first-night (legacy) example derived from a real case.
 */
import { moduleWorker } from '../src/worker/module-worker.ts';
import { defineSolver } from './define-solver.ts';
import type { BotcSolver } from './botc-solver.ts';
import type { GameInput } from './model/game.ts';

interface CaseFile {
  source: string;
  question: string;
  input: GameInput;
}

defineSolver(moduleWorker);

const cases = {
  ...import.meta.glob<CaseFile>('../test/fixtures/cases/*.json', { eager: true, import: 'default' }),
  // A first-night (legacy) input, which also shows the crux questions.
  ...import.meta.glob<CaseFile>('../examples/first-night-*.json', { eager: true, import: 'default' }),
};
const menu = document.querySelector<HTMLSelectElement>('#case')!;
const question = document.querySelector<HTMLElement>('#question')!;
const solver = document.querySelector<BotcSolver>('botc-solver')!;

for (const path of Object.keys(cases).sort()) {
  const option = document.createElement('option');
  option.value = path;
  option.textContent = path.replace(/^.*\//, '').replace(/\.json$/, '');
  menu.append(option);
}

menu.addEventListener('change', () => {
  const file = cases[menu.value];
  if (!file) return;
  question.textContent = `${file.question} (Source: ${file.source})`;
  solver.game = file.input;
});
