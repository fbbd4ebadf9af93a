/**
 * The rows of a conflict (why not, issue 33), marked in the editors: each editor is given
 * the JSON paths of the conflict's rows (`conflicts`), outlines those rows and says so in
 * words (colour is never the only sign), and can bring one into view (`revealRow`).
 */
import { css, html, nothing, type TemplateResult } from 'lit';

/** Outline and label of a row that is part of the conflict shown. */
export const conflictStyles = css`
  .conflict { outline: 3px solid var(--botc-demon, #b3261e); outline-offset: 2px; border-radius: var(--botc-radius, 6px); }
  .conflict-mark { color: var(--botc-demon, #b3261e); font-weight: 700; }
`;

/** " — part of the conflict" after a row's title when its path is in `conflicts`. */
export function conflictMark(conflicts: readonly string[], path: string): TemplateResult | typeof nothing {
  return conflicts.includes(path) ? html` <span class="conflict-mark">— part of the conflict</span>` : nothing;
}

/** The class a row's outer element takes when its path is in `conflicts`. */
export function conflictClass(conflicts: readonly string[], path: string): string {
  return conflicts.includes(path) ? 'conflict' : '';
}

/**
 * Brings the row marked `data-path=path` in `root` into view and moves the focus to its
 * first control (or the row itself); says whether it was there.
 */
export function revealIn(root: ParentNode, path: string): boolean {
  const row = root.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"]`);
  if (!row) return false;
  row.scrollIntoView({ block: 'center' });
  const control = row.querySelector<HTMLElement>('input, select, button, textarea');
  if (control) control.focus({ preventScroll: true });
  else {
    row.tabIndex = -1;
    row.focus({ preventScroll: true });
  }
  return true;
}
