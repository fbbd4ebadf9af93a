/**
 * Keeps Node's event loop busy while a search runs. Whenever the loop runs dry, Node waits
 * for every task V8 has on its background threads (`DrainTasks`), and a search resumed from
 * the WASM module's compile promise runs inside that drain: its first yield to the event
 * loop then waited, in a fresh process, for V8's optimising compiles of the hottest search
 * functions (6–9 ms of a 25–30 ms first call; bench/README.md, "Cold start, sixth pass").
 * With a timer held, those compiles finish in the background while the search goes on.
 * Browsers have no such wait: nothing is held there.
 */

const isNode = typeof process !== 'undefined' && typeof process.versions?.node === 'string';

/** Holds the loop (Node only) until the returned function is called; call it exactly once. */
export function holdEventLoop(): () => void {
  if (!isNode) return () => {};
  // Never fires: its only job is to be a live handle.
  const timer = setInterval(() => {}, 2 ** 31 - 1);
  return () => clearInterval(timer);
}
