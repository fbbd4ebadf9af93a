/**
 * The demo page (`npm run dev`, `index.html`): the widget plus a menu of the real,
 * published puzzles bundled with the project, by title, each loaded into the widget as a
 * game, and one first-night (legacy) example derived from a real case. The puzzle chosen
 * is remembered, so a reload shows its question beside the work the widget kept.
 */
import { moduleWorker } from '../src/worker/module-worker.ts';
import { defineSolver } from './define-solver.ts';
import type { BotcSolver } from './botc-solver.ts';
import type { GameInput } from './model/game.ts';
import { caseTitle } from './demo-titles.ts';

interface CaseFile {
  source: string;
  question: string;
  input: GameInput;
}

defineSolver(moduleWorker);

/** Where the chosen puzzle is remembered across reloads. */
const CHOSEN_KEY = 'botc-demo-case';

const cases = {
  ...import.meta.glob<CaseFile>('../test/fixtures/cases/*.json', { eager: true, import: 'default' }),
  // A first-night (legacy) input, which also shows the crux questions.
  ...import.meta.glob<CaseFile>('../examples/first-night-*.json', { eager: true, import: 'default' }),
};
const menu = document.querySelector<HTMLSelectElement>('#case')!;
const question = document.querySelector<HTMLElement>('#question')!;
const solver = document.querySelector<BotcSolver>('botc-solver')!;

const entries = Object.entries(cases).map(([path, file]) => ({ path, file, title: caseTitle(path, file.source) }));
for (const { path, title } of entries.sort((a, b) => a.title.localeCompare(b.title, 'en', { numeric: true }))) {
  const option = document.createElement('option');
  option.value = path.replace(/^.*\//, '').replace(/\.json$/, '');
  option.textContent = title;
  menu.append(option);
}

const fileOf = (name: string) => entries.find((e) => e.path.endsWith(`/${name}.json`))?.file;
const showQuestion = (file: CaseFile | undefined) => { question.textContent = file ? file.question : ''; };

function remembered(): string | null {
  try {
    return localStorage.getItem(CHOSEN_KEY);
  } catch {
    return null; // storage refused: the menu simply starts empty
  }
}

// After a reload the widget restores the work it saved; the menu shows which puzzle that was.
const chosen = remembered();
if (chosen && fileOf(chosen)) {
  menu.value = chosen;
  showQuestion(fileOf(chosen));
}

menu.addEventListener('change', () => {
  const file = fileOf(menu.value);
  try {
    localStorage.setItem(CHOSEN_KEY, menu.value);
  } catch {
    // not remembered; nothing else depends on it
  }
  showQuestion(file);
  if (file) solver.game = file.input;
});
