/**
 * Engine dispatch: the WASM search (default) or the TypeScript reference.
 */
import type { SolveOptions } from './options.ts';
import type { RawSearch, SearchCall } from './raw.ts';
import { referenceSearch } from './reference/reference.ts';
import { wasmSearch } from './wasm-driver.ts';

/** Run one engine over a validated, in-scope game. */
export async function runEngine(call: SearchCall, engine: 'wasm' | 'reference', options?: SolveOptions): Promise<RawSearch> {
  if (engine === 'reference') return referenceSearch(call);
  return wasmSearch(call, options);
}
