/**
 * Styles of the history editor's parts: captioned fields that wrap on a narrow phone
 * screen, and rows that read as one unit (an action or a day event).
 */
import { css } from 'lit';

/** Field and row layout shared by the phase editors. */
export const fieldStyles = css`
  .field { display: inline-flex; flex-direction: column; gap: 0.1em; min-width: 0; max-width: 100%; }
  .caption { font-size: 0.85em; color: var(--botc-muted, #5b5b66); }
  .check { display: inline-flex; gap: 0.3em; align-items: center; min-height: 2.2em; }
  .check input { min-height: auto; }
  .item { border: 1px solid var(--botc-border, #c9c9d1); border-radius: var(--botc-radius, 6px); padding: 0.3em 0.5em; margin: 0.4em 0; }
  .item.off { border-style: dashed; }
  .item-title { font-weight: 600; margin: 0; }
  .players { display: flex; flex-wrap: wrap; gap: 0 0.8em; }
  .note { font-size: 0.9em; margin: 0.3em 0; }
  ol.events { list-style: none; padding: 0; margin: 0; }
  select { max-width: 100%; }
`;
