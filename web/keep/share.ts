/**
 * Share links: the game travels in the URL fragment (`#game=…`), compressed with
 * lz-string's URI-safe encoding. A fragment is never sent to a server, so sharing a
 * game makes no request and leaks nothing to the host of the page.
 */
// lz-string is CommonJS: its default export works in the browser bundle and under Node alike.
import LZString from 'lz-string';
import type { GameInput } from '../model/game.ts';
import { LIMITS } from '../../src/contract/sizes.ts';

const KEY = 'game=';
/** Longest fragment a share link may have (characters). */
export const MAX_LINK_CHARS = 16_000;

/** The page URL with the game in its fragment (replacing any fragment it had). */
export function shareUrl(game: GameInput, pageUrl: string): string {
  const base = pageUrl.split('#')[0];
  return `${base}#${KEY}${LZString.compressToEncodedURIComponent(JSON.stringify(game))}`;
}

/**
 * The game a fragment carries (`#game=…`), or null when there is none. A fragment that
 * does not decode to a JSON object gives `{error}` so the widget can say so.
 */
export function gameFromFragment(hash: string): GameInput | { error: string } | null {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!text.startsWith(KEY)) return null;
  // lz-string cannot stop part-way, and a crafted link unpacks in time and memory that grow
  // with the square of its length (44 KB took 414 MB): links are bounded before unpacking.
  // Real games are far shorter (the bundled cases 1.7 KB at most; 1,000 evidence rows 10 KB).
  if (text.length > MAX_LINK_CHARS) return { error: `the shared link is longer than ${MAX_LINK_CHARS.toLocaleString('en-US')} characters, more than a game needs; share the file instead` };
  try {
    const json = LZString.decompressFromEncodedURIComponent(text.slice(KEY.length));
    // A short fragment can unpack to a lot of text: the file size limit applies to it too.
    if (json && json.length > LIMITS.inputBytes) return { error: `the shared link holds more than ${LIMITS.inputBytes / 1e6} MB of game, more than a game file may be` };
    const value: unknown = json ? JSON.parse(json) : null;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { error: 'the shared link does not hold a game' };
    return value as GameInput;
  } catch {
    return { error: 'the shared link is damaged and cannot be read' };
  }
}
