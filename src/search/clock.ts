/**
 * The clock of the search and its bounds (ms, monotonic, from an arbitrary origin: only
 * differences and comparisons with other readings of it mean anything). In Node it is read
 * from `process.hrtime`: the `performance` global is built on its first use, which loads
 * `perf_hooks` — 2.8–4.1 ms of a fresh CLI run (bench/README.md, "Cold start, sixth pass").
 * Elsewhere it is `performance.now()`. Search threads keep their own clock (threads/thread-pool.ts):
 * a slice's deadline crosses threads only as a length of time.
 */
const hrtime = typeof process !== 'undefined' && typeof process.hrtime?.bigint === 'function' ? process.hrtime : null;

/** Milliseconds on the search's clock. */
export const now: () => number = hrtime ? () => Number(hrtime.bigint()) / 1e6 : () => performance.now();
