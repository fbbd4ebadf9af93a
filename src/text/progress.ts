/**
 * A progress report in words, shared by the CLI's progress line and the widget: what the
 * call is doing (its stage, search/options.ts `ProgressStage`), its counts and the time
 * since it began, e.g. `listing candidates: 1,204,331 nodes, 80 candidates, 2.4 s`.
 */
import type { Progress } from '../search/options.ts';
import { num } from './number.ts';

export function progressText(p: Progress): string {
  const candidates = `${num(p.candidates)} candidate${p.candidates === 1 ? '' : 's'}`;
  const seconds = `${(p.elapsedMs / 1000).toFixed(1)} s`;
  if (p.stage === 'result') return `building the result: ${candidates}, ${seconds}`;
  if (p.stage === 'possibilities') return `completing the per-seat answer: ${num(p.nodes)} nodes, ${candidates} listed, ${seconds}`;
  return `listing candidates: ${num(p.nodes)} nodes, ${candidates}, ${seconds}`;
}
