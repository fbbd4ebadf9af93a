/**
 * The one count every reader sees, in the same words everywhere (the CLI, the widget's
 * headline, its grimoire circle and its table): how many *worlds* fit — a world being one
 * starting assignment (who started as which character) that some legal history fits. The
 * count says whether it is exact or a proven minimum, how many of them the list holds, and
 * which of them need an unusual ruling, in words. Counts are never probabilities.
 */
import type { LegacyResult, TemporalResult } from '../contract/result.ts';
import { num } from './number.ts';
import { needsUnusual, rulingsInWords } from './unusual.ts';
import { counted } from './words.ts';

/** Either front door's result. */
export type AnyResult = TemporalResult | LegacyResult;

/** What the count of a result is made of. */
export interface WorldTally {
  /** Worlds that need no unusual ruling, when every world is at hand (so the split is known); else null. */
  ordinary: number | null;
  /** Of the worlds at hand, those that need an unusual ruling. */
  unusual: readonly object[];
  /** All worlds, the unusual ones included: the exact number, or a proven minimum. */
  total: number;
  exact: boolean;
  /** Worlds the search listed (the result may hold only a first page of them). */
  listed: number;
  /** Some world needs an unusual ruling: one at hand does, or a cell only such worlds have. */
  anyUnusual: boolean;
}

/** How many worlds a result counts, and how they split (see {@link WorldTally}). */
export function tallyWorlds(result: AnyResult): WorldTally {
  // The search's own count: a paged result holds only the first page of what it listed; a
  // call cancelled while it built its worlds holds fewer than it found (and says so).
  const cutShort = result.stopReason === 'cancelled' && result.candidates.length < result.stats.candidates && !!result.possibilities?.complete;
  const listed = cutShort ? result.candidates.length : Math.max(result.stats.candidates, result.candidates.length);
  const unusual = [...result.candidates, ...result.possibilities?.examples ?? []].filter(needsUnusual);
  const p = result.possibilities;
  const total = p ? p.assignments.count : listed;
  const exact = p ? p.assignments.exact : result.complete;
  const atHand = exact && total <= result.candidates.length;
  const unusualCells = !!p && Object.values(p.seats).some((s) => s.demonNow === 'unusual' || Object.values(s.starting).includes('unusual'));
  const listedUnusual = result.candidates.filter(needsUnusual);
  return {
    ordinary: atHand ? result.candidates.length - listedUnusual.length : null,
    unusual: atHand ? listedUnusual : unusual,
    total, exact, listed,
    anyUnusual: unusual.length > 0 || unusualCells || (p?.evilTeams.unusual.length ?? 0) > 0,
  };
}

/**
 * The count in words: "1 world"; "1 world, and 4 more that need an unusual ruling (a Recluse
 * catching the star-pass)"; "474 worlds, 80 listed"; "at least 474 worlds, 80 listed"; with
 * ", counting those that need an unusual ruling" when the split is not known and some do.
 */
export function worldCount(result: AnyResult): string {
  const t = tallyWorlds(result);
  if (t.ordinary !== null) {
    const u = t.unusual.length;
    const more = u ? `${t.ordinary ? ', and' : ';'} ${num(u)} ${t.ordinary ? 'more ' : ''}that ${u === 1 ? 'needs' : 'need'} an unusual ruling (${rulingsInWords(t.unusual)})` : '';
    return `${t.ordinary ? counted(t.ordinary, 'world') : 'no world'}${t.ordinary === 0 && u ? ' without an unusual ruling' : ''}${more}`;
  }
  const some = t.anyUnusual ? ', counting those that need an unusual ruling' : '';
  if (!result.possibilities && !result.complete) return `${counted(t.listed, 'world')} found so far${some}`;
  return `${t.exact ? '' : 'at least '}${counted(t.total, 'world')}${some}, ${num(t.listed)} listed`;
}
