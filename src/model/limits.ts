/**
 * Default search limits of the two front doors (contract examples: 80 results; the
 * history search gets more nodes and time than the first-night one). Plain data, so the
 * widget can show the effective limits without loading the validator.
 */
import type { Limits } from './game.ts';

/** Limits of a temporal search when the input gives none (results, search nodes, ms). */
export const TEMPORAL_DEFAULT_LIMITS: Readonly<Limits> = Object.freeze({ maxResults: 80, maxNodes: 1_000_000, maxMs: 4000 });
/** Limits of a legacy first-night search when the input gives none (results, search nodes, ms). */
export const LEGACY_DEFAULT_LIMITS: Readonly<Limits> = Object.freeze({ maxResults: 80, maxNodes: 150_000, maxMs: 1500 });
