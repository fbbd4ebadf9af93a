/**
 * Small pieces of English every text a person reads is built from, so that the CLI and the
 * widget say things alike: player and character names instead of ids, lists joined with
 * "and"/"or", plurals, and the search limits in words ("the time limit (4 s)").
 */
import type { StopReason } from '../contract/result.ts';
import { ROLES } from '../rules/roles.ts';
import { num } from './number.ts';

/** A seat as an input names it: its id, and the name people read when one was given. */
export interface Named {
  id: string;
  name?: string;
}

/**
 * `text` with its control characters written out ("\u001b"): a name is printed to a
 * terminal, where an escape sequence or a line break in it could fake a line of the answer.
 */
export function visible(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The seats of an input (`players: [{id, name}]`), in seat order; `[]` when it has none readable. */
export function seatsOf(input: unknown): Named[] {
  if (typeof input !== 'object' || input === null || !Array.isArray((input as { players?: unknown }).players)) return [];
  const seats: Named[] = [];
  for (const p of (input as { players: unknown[] }).players) {
    if (typeof p !== 'object' || p === null || typeof (p as Named).id !== 'string') continue;
    const { id, name } = p as Named;
    seats.push(typeof name === 'string' && name.trim() ? { id, name: visible(name) } : { id });
  }
  return seats;
}

/** The name people read for player `id`: the seat's name when it has one, "Seat 3" for a seat without one, else the id as written. */
export function playerName(id: string, seats: readonly Named[]): string {
  const at = seats.findIndex((s) => s.id === id);
  if (at < 0) return id;
  return seats[at]!.name ?? `Seat ${at + 1}`;
}

/** "Fortune Teller" for `fortune_teller`; an id that is no character is returned as written. */
export function characterName(id: string): string {
  return ROLES.find((r) => r.id === id)?.name ?? id;
}

/** "A", "A and B", "A, B and C" (`word` "or" for alternatives). */
export function listed(items: readonly string[], word: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]!}`;
}

/** `n` and its noun: "1 world", "2 worlds", "1,204 nodes" (every noun used here is regular). */
export function counted(n: number, noun: string): string {
  return `${num(n)} ${n === 1 ? noun : `${noun}s`}`;
}

/** The search limits a result was searched with (results, nodes, ms), as far as they are known. */
export interface LimitValues {
  maxResults?: number;
  maxNodes?: number;
  maxMs?: number;
}

/** A duration for people: "850 ms", "4 s", "1.5 s", "2 min". */
export function duration(ms: number): string {
  if (ms < 1000) return `${num(ms)} ms`;
  if (ms < 120_000) return `${Number((ms / 1000).toFixed(1))} s`;
  return `${Number((ms / 60_000).toFixed(1))} min`;
}

/**
 * The limit that stopped a search, in words: "the time limit (4 s)", "the node limit
 * (100,000,000 nodes)", "the list limit (80 worlds)", or "Stop" for a cancelled search; the
 * value in brackets only when `limits` gives it.
 */
export function limitWords(stop: Exclude<StopReason, null>, limits: LimitValues = {}): string {
  switch (stop) {
    case 'time_limit': return `the time limit${limits.maxMs ? ` (${duration(limits.maxMs)})` : ''}`;
    case 'node_limit': return `the node limit${limits.maxNodes ? ` (${counted(limits.maxNodes, 'node')})` : ''}`;
    case 'result_limit': return `the list limit${limits.maxResults ? ` (${counted(limits.maxResults, 'world')})` : ''}`;
    case 'cancelled': return 'Stop';
  }
}
