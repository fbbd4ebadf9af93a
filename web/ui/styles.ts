/**
 * Styles shared by every part of the widget. Colours and sizes come from CSS custom
 * properties (`--botc-*`) so a host page can theme the widget; nothing here reaches
 * outside the shadow roots, and host styles do not reach in.
 *
 * Custom properties (with defaults): `--botc-bg` (#fff), `--botc-fg` (#1b1b1f),
 * `--botc-muted` (#5b5b66), `--botc-border` (#c9c9d1), `--botc-accent` (#3552c8),
 * `--botc-townsfolk` (#1f6fd1), `--botc-outsider` (#2a9d8f), `--botc-minion` (#d9822b),
 * `--botc-demon` (#b3261e), `--botc-radius` (6px), `--botc-font` (system-ui).
 */
import { css } from 'lit';

/** Base look of controls, rows and sections; include it first in every element's `styles`. */
export const baseStyles = css`
  :host {
    color: var(--botc-fg, #1b1b1f);
    font-family: var(--botc-font, system-ui, sans-serif);
    font-size: 15px;
    line-height: 1.4;
    box-sizing: border-box;
    /* A long word (a 200-letter name, say) wraps instead of widening the page. */
    overflow-wrap: break-word;
  }
  *, *::before, *::after { box-sizing: inherit; }
  [hidden] { display: none !important; }
  button, input, select, textarea {
    font: inherit;
    color: inherit;
    background: var(--botc-bg, #fff);
    border: 1px solid var(--botc-border, #c9c9d1);
    border-radius: var(--botc-radius, 6px);
    padding: 0.3em 0.5em;
    min-height: 2.2em;
    max-width: 100%;
  }
  input[type='checkbox'], input[type='radio'] { min-height: 0; vertical-align: middle; }
  button { cursor: pointer; background: var(--botc-button-bg, #f2f2f6); }
  button.primary { background: var(--botc-accent, #3552c8); color: #fff; border-color: var(--botc-accent, #3552c8); }
  button:disabled { cursor: not-allowed; opacity: 0.6; }
  :focus-visible { outline: 2px solid var(--botc-accent, #3552c8); outline-offset: 2px; }
  .row { display: flex; flex-wrap: wrap; gap: 0.4em; align-items: center; margin: 0.3em 0; }
  .muted { color: var(--botc-muted, #5b5b66); }
  .error { color: var(--botc-demon, #b3261e); }
  /* What only an unusual ruling allows: a dashed bar beside words that say so (never colour alone). */
  .unusual { border-left: 3px dashed var(--botc-muted, #5b5b66); padding-left: 0.4em; font-style: italic; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; overflow: hidden;
    clip: rect(0 0 0 0); white-space: nowrap; border: 0; padding: 0; margin: -1px;
  }
  fieldset { border: 1px solid var(--botc-border, #c9c9d1); border-radius: var(--botc-radius, 6px); margin: 0.4em 0; padding: 0.4em 0.6em; }
  legend { font-weight: 600; }
  h2, h3 { margin: 0.6em 0 0.3em; font-size: 1.05em; }
`;

/** Colour of a character type (for the seating circle, badges and legends). */
export const teamColour: Record<'Townsfolk' | 'Outsider' | 'Minion' | 'Demon', string> = {
  Townsfolk: 'var(--botc-townsfolk, #1f6fd1)',
  Outsider: 'var(--botc-outsider, #2a9d8f)',
  Minion: 'var(--botc-minion, #d9822b)',
  Demon: 'var(--botc-demon, #b3261e)',
};
