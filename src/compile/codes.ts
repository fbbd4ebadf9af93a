/**
 * Codes both kernels share that are not characters: why a partial assignment was pruned
 * (the `prunes` keys of a result's stats), who won, and the answers of the character hooks
 * that return a choice of three (the TypeScript kernel spells them as words,
 * src/kernel/hooks.ts `Attack` and `Claim`). `assembly/vocab.gen.ts` is
 * generated from these lists, so the WASM search and the driver that names its counters
 * cannot disagree.
 */
import type { RoleId } from '../rules/roles.ts';

/**
 * Prune reasons, by counter index: `count` (a character type is full), `baron` (a
 * character that must be in play can no longer be placed), `evidence` (a setup row
 * fails), `hidden` (no hidden history fits), `nothing_new` (the possibilities search:
 * nothing unseen is reachable), `searches` (not a prune: history searches run).
 */
export const PRUNE_REASONS = ['count', 'baron', 'evidence', 'hidden', 'nothing_new', 'searches'] as const;

/** Words reserved for the prune counters (at least PRUNE_REASONS.length). */
export const STATS_WORDS = 8;

/** Winner codes: 0 nobody yet, 1 good, 2 evil. */
export const WINNER_CODES = { NONE: 0, GOOD: 1, EVIL: 2 } as const;

/** What the Demon's kill does to a seat (the `attacked` hook): it dies, nothing happens, or it may go elsewhere. */
export const ATTACK_CODES = { DIES: 0, SAFE: 1, REDIRECT: 2 } as const;

/**
 * A living seat's claim to become the Imp when the Imp dies (the `demonDeath` hook): none,
 * or it must take over. A positive claim is the bit (UNUSUAL_RULINGS) of the unusual
 * ruling under which the seat may take over.
 */
export const CLAIM_CODES = { NONE: 0, MUST: -1 } as const;

/**
 * Storyteller choices that are legal but officially recommended against, which published
 * puzzles treat as never made (rulings.md, "Unusual rulings"): the search keeps their
 * worlds but names them. Bit i of a world's `unusual` mask is ruling i.
 */
export const UNUSUAL_RULINGS = ['recluse_star_pass', 'scarlet_woman_recluse'] as const;

/** An unusual ruling's code, as results name it. */
export type UnusualRuling = (typeof UNUSUAL_RULINGS)[number];

/** The bit of an unusual ruling in an `unusual` mask. */
export function unusualBit(ruling: UnusualRuling): number {
  return 1 << UNUSUAL_RULINGS.indexOf(ruling);
}

/** Every unusual ruling's bit. */
export const UNUSUAL_ALL = (1 << UNUSUAL_RULINGS.length) - 1;

/**
 * Characters a ruling needs among the starting characters: both rest on a Recluse in play
 * (rulings.md Q3, Q13). A world no ordinary history explains can only exist where one of
 * the allowed rulings can happen, so the per-seat answer's unusual layer searches only
 * assignments holding every character all allowed rulings need (compile/program.ts).
 */
export const UNUSUAL_NEEDS_IN_PLAY: Readonly<Record<UnusualRuling, readonly RoleId[]>> = {
  recluse_star_pass: ['recluse'],
  scarlet_woman_recluse: ['recluse', 'scarlet_woman'],
};

/** The rulings of an `unusual` mask, sorted by code. */
export function unusualCodes(mask: number): UnusualRuling[] {
  return UNUSUAL_RULINGS.filter((r) => (mask & unusualBit(r)) !== 0).sort();
}
