/**
 * Root branches of the search: one per (Imp seat, Baron in play?) pair. The search
 * visits them round-robin so that a bounded search returns varied examples (contract:
 * traversal interleaves Imp seats and Baron setups). Order is fixed: seat 0 without
 * Baron, seat 0 with Baron, seat 1 without, … — deterministic on every machine.
 */
import { R } from '../rules/roles.ts';

/** One root branch. */
export interface Branch {
  impSeat: number;
  baron: boolean;
}

/** The branches worth searching given the per-seat masks. */
export function rootBranches(masks: number[]): Branch[] {
  const baronPossible = masks.some((m) => (m >> R.BARON) & 1);
  const out: Branch[] = [];
  masks.forEach((m, seat) => {
    if (!((m >> R.IMP) & 1)) return;
    out.push({ impSeat: seat, baron: false });
    if (baronPossible) out.push({ impSeat: seat, baron: true });
  });
  return out;
}

/**
 * A branch as a program holds it: a root branch, its index among the root branches (a
 * world's order key), and the characters of the first seats the search places (the
 * lowest seats but the Imp's; missing: any) when it is a piece of the root branch
 * (assembly/search.ts splitOff).
 */
export interface ProgramBranch extends Branch {
  index: number;
  fixed: number[];
}

/** Root branch `index` of a game as a program holds it, with no seat fixed. */
export function rootProgramBranch(branch: Branch, index: number): ProgramBranch {
  return { ...branch, index, fixed: [] };
}
