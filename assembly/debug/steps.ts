// Debug build only (asconfig target `steps`, build/steps.wasm; npm run build:wasm-steps):
// the search module's night and day steps, exported one by one so that a test can run a
// single phase from a state it sets and compare the outcome with the TypeScript kernel
// (test/steps/steps.test.ts). Nothing here is part of the release module (assembly/index.ts).
//
// asc always adds the config's entries (assembly/index.ts) to the command line's, so this
// module also carries the release exports; every name here is distinct from theirs.
import { P_N, P_PHASE_COUNT, P_PHASE_OFF, P_REP_COUNT, PH_SIZE } from '../vocab.gen';
import { P, PROGRAM } from '../layout';
import { setN } from '../world';
import { FLOAT_RANK, indexReports } from '../wake';
import { stepDay, stepNight } from '../phases';
import { STATE, ST_WORDS, getState, putState } from './transfer';

/** Where the host writes a compiled program (src/compile/program.ts), as the release module's programPtr. */
export function stepsProgramPtr(): usize { return PROGRAM; }

/** Take the program just written: its seat count and its reports (FLOAT_RANK, who reports), as search.ts reset does. */
export function stepsLoadProgram(): void {
  setN(P(P_N));
  indexReports();
}

/** The transfer block (transfer.ts ST_*) and its size in words. */
export function stepsStatePtr(): usize { return STATE; }
export function stepsStateWords(): i32 { return ST_WORDS; }
/** Block → world state. */
export function stepsPutState(): void { putState(); }
/** World state → block. */
export function stepsGetState(): void { getState(); }

/** Offset of phase `i`'s record (-1 when there is no such phase). */
export function stepsPhaseRecord(i: i32): i32 {
  return i >= 0 && i < P(P_PHASE_COUNT) ? P(P_PHASE_OFF) + i * PH_SIZE : -1;
}

/** Rank of report `i` among the reports with night null (wake.ts FLOAT_RANK; -1: fixed night, or beyond MAX_FLOATING). */
export function stepsFloatRank(i: i32): i32 {
  return i >= 0 && i < P(P_REP_COUNT) ? unchecked(FLOAT_RANK[i]) : -1;
}

/** phases.ts stepNight on the world state: 1 ok, 0 the world breaks a recorded fact. */
export function stepsNight(
  rec: i32, poison: i32, monk: i32, imp: i32, redirect: i32, successor: i32, butler: i32, imp2: i32, redirect2: i32, successor2: i32,
): i32 {
  return stepNight(rec, poison, monk, imp, redirect, successor, butler, imp2, redirect2, successor2) ? 1 : 0;
}

/** phases.ts stepDay on the world state with the day's choices: 1 ok, 0 the world breaks a recorded fact. */
export function stepsDay(rec: i32, successor: i32, virgin: i32): i32 {
  return stepDay(rec, successor, virgin) ? 1 : 0;
}
