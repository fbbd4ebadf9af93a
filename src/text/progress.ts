/**
 * A progress report in words, shared by the CLI's progress line and the widget: what the
 * call is doing (its stage, search/options.ts `ProgressStage`), its counts and the time
 * since it began, e.g. `listing worlds: 1,204,331 nodes, 80 worlds, 2.4 s`. Worlds are
 * counted in the same words as the answer (src/text/world-count.ts).
 */
import type { Progress } from '../search/options.ts';
import { num } from './number.ts';
import { counted } from './words.ts';

export function progressText(p: Progress): string {
  const worlds = counted(p.candidates, 'world');
  const seconds = `${(p.elapsedMs / 1000).toFixed(1)} s`;
  if (p.stage === 'result') return `building the result: ${worlds}, ${seconds}`;
  if (p.stage === 'possibilities') return `completing the per-seat answer: ${num(p.nodes)} nodes, ${worlds} listed, ${seconds}`;
  return `listing worlds: ${num(p.nodes)} nodes, ${worlds} found, ${seconds}`;
}
