/**
 * The types of `botc-solver/widget`: what a page sees of the `<botc-solver>` element
 * (README "Embedding API"), with the element registered in `HTMLElementTagNameMap` so
 * that `document.querySelector('botc-solver')` is typed. The element class implements
 * {@link BotcSolverElement}, so the compiler keeps the two in step; these declarations
 * do not depend on Lit, which the one-file build carries inside.
 */
import type { LegacyResult, TemporalResult } from '../src/contract/result.ts';
import type { LegacyInput } from '../src/contract/schema-legacy.ts';
import type { TemporalInput } from '../src/contract/schema-temporal.ts';

/** A game the widget holds: a `botc-temporal-v1` history or a legacy first-night input. */
export type WidgetGame = TemporalInput | LegacyInput;

/** Events the element dispatches (they bubble and cross the shadow root). */
export interface BotcSolverEventMap {
  /** Every finished search: the library's result (at most 100 candidates; `stats.candidates` counts them all). */
  'botc-result': CustomEvent<TemporalResult | LegacyResult>;
  /** Every edit made in the widget: the game after it. */
  'botc-change': CustomEvent<WidgetGame>;
}

/** The `<botc-solver>` element as the page uses it. */
export interface BotcSolverElement extends HTMLElement {
  /** The current game; setting it (a copy is taken) loads and searches it. Read it as read-only. */
  game: WidgetGame;
  /** Shows the game and the answer without editing and without search controls (attribute `readonly`). */
  readonly: boolean;
  /** Hides the answer behind a "Reveal the answer" button until the reader presses it (attribute `spoiler`). */
  spoiler: boolean;
  /** URL of a game JSON (a game, a notebook or a case file), loaded when nothing is saved for it (attribute `src`). */
  src: string | null;
  /** Name under which work is autosaved (attribute `storage-key`; default one per `src`). */
  storageKey: string | null;
}

declare global {
  interface HTMLElementTagNameMap {
    'botc-solver': BotcSolverElement;
  }
  // The events bubble out of the shadow root, so a listener on the document or the window hears them too.
  interface HTMLElementEventMap extends BotcSolverEventMap {}
  interface DocumentEventMap extends BotcSolverEventMap {}
  interface WindowEventMap extends BotcSolverEventMap {}
}
