/**
 * Engine dispatch: the WASM search (default) or the TypeScript reference.
 */
import type { Game } from '../model/game.ts';
import type { SolveOptions } from './options.ts';
import type { Accept, RawSearch } from './raw.ts';
import { referenceSearch } from './reference.ts';
import { wasmSearch } from './wasm-driver.ts';

/** Run one engine over a validated, in-scope game. */
export async function runEngine(
  game: Game, engine: 'wasm' | 'reference', accept: Accept, options?: SolveOptions,
): Promise<RawSearch> {
  if (engine === 'reference') return referenceSearch(game, accept);
  return wasmSearch(game, accept, options);
}
