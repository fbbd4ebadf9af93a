// WASM exports only: pointers into static memory, load/reset, run a slice, read counters.
// No search logic lives here.
import { PROGRAM, RESULTS, STATS } from './layout';
import { reset, run, nodeCount, foundCount, clearFound, finished, setNodeCap, hitNodeCap, pausedInLeaf } from './search';

export function programPtr(): usize { return PROGRAM; }
export function resultsPtr(): usize { return RESULTS; }
export function statsPtr(): usize { return STATS; }
export { reset, run, nodeCount, foundCount, clearFound, finished, setNodeCap, hitNodeCap, pausedInLeaf };
