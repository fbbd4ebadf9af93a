/**
 * A search of a parsed game split over two worker threads, each wrapped by the test (to
 * slow one down, or to watch what passes between them), as the library runs it but for
 * the wrapping. Its deadline is two minutes away.
 */
import type { Game } from '../../src/model/game.ts';
import { checkWorld } from '../../src/play/replay.ts';
import type { RawSearch } from '../../src/search/raw.ts';
import { withWorkerThreads } from '../../src/search/threads/thread-pool.ts';
import type { SearchThread } from '../../src/search/threads/thread.ts';
import { searchOnThreads } from '../../src/search/wasm-driver.ts';
import { now } from '../../src/search/clock.ts';

export function searchOnTwoWatchedThreads(game: Game, wrap: (thread: SearchThread, index: number) => SearchThread): Promise<RawSearch> {
  const start = now();
  const call = {
    game, temporal: true, clock: { start, deadline: start + 120_000 },
    check: (w: Parameters<typeof checkWorld>[1]) => { const o = checkWorld(game, w); return o.ok ? o.final : null; },
  };
  return withWorkerThreads(2, (threads) => searchOnThreads(threads.map(wrap), call, undefined));
}
