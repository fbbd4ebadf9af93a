/**
 * Default search limits of the two front doors: 80 results and the time of the contract's
 * examples (the history search gets more time than the first-night one). The node bound is
 * set high enough that time is what stops a default search: the per-seat answer's passes
 * walk the search space more than once, and a few million nodes take well under a second.
 * Plain data, so the widget can show the effective limits without loading the validator.
 */
import type { Limits } from './game.ts';

/** Limits of a temporal search when the input gives none (results, search nodes, ms). */
export const TEMPORAL_DEFAULT_LIMITS: Readonly<Limits> = Object.freeze({ maxResults: 80, maxNodes: 100_000_000, maxMs: 4000 });
/** Limits of a legacy first-night search when the input gives none (results, search nodes, ms). */
export const LEGACY_DEFAULT_LIMITS: Readonly<Limits> = Object.freeze({ maxResults: 80, maxNodes: 20_000_000, maxMs: 1500 });
