// WASM exports only: pointers into static memory, load/reset, run a slice, read counters,
// and the inputs of the possibilities searches. No search logic lives here.
import { LIST, PROGRAM, RESULTS, SEEN_START, SPLIT, STATS, WANT_START } from './layout';
import {
  reset, run, nodeCount, foundCount, finished, hitNodeCap, pausedInLeaf, setMode, setList, splitOff, minTurn,
} from './search';
import { setNodeCap } from './budget';
import { clearResults } from './leaf';
import { forgetSeen, setMayDie, setWantDemon } from './wants';
import { clearRefuted, clearRefutedLog, importRefuted, refutedLogCap, refutedLogCount, refutedLogPtr } from './refuted';

export function programPtr(): usize { return PROGRAM; }
export function resultsPtr(): usize { return RESULTS; }
export function statsPtr(): usize { return STATS; }
export function wantStartPtr(): usize { return WANT_START; }
export function listPtr(): usize { return LIST; }
export function seenStartPtr(): usize { return SEEN_START; }
export function splitPtr(): usize { return SPLIT; }
export {
  reset, run, nodeCount, foundCount, clearResults, finished, setNodeCap, hitNodeCap, pausedInLeaf, setMode,
  setList, setWantDemon, setMayDie, clearRefuted, forgetSeen, splitOff, minTurn,
  refutedLogPtr, refutedLogCount, refutedLogCap, clearRefutedLog, importRefuted,
};
