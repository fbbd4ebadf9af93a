/**
 * Translation of a validated input into the normalised `Game` (`./game.ts`): player
 * ids become seats, role ids become role codes, inactive rows are dropped and every
 * kept row remembers the JSON path of its source. Only called after the schema and
 * the semantic pass found no error, so an unknown id here is a defect (it throws,
 * and the front door turns that into an `internal` error).
 */
import type {
  DayEvent, GameEvidence, GamePhase, GameReport, GrimoireEntry, Limits, NightAction,
} from './game.ts';
import { roleCode } from '../rules/roles.ts';
import type {
  GrimoireEntryInput, TemporalDayEvent, TemporalEvidence, TemporalNightAction, TemporalPhase,
} from '../contract/schema-temporal.ts';
import type { LegacyEvidence, LegacyInfo } from '../contract/schema-legacy.ts';

/** Player id → seat. */
export type Seats = ReadonlyMap<string, number>;

/** Seat map of a validated (duplicate-free) player list. */
export function seatMap(players: readonly { id: string }[]): Map<string, number> {
  return new Map(players.map((pl, i) => [pl.id, i]));
}

function seatOf(seats: Seats, id: string): number {
  const seat = seats.get(id);
  if (seat === undefined) throw new Error(`unvalidated player id ${JSON.stringify(id)}`);
  return seat;
}

function codeOf(id: string): number {
  const code = roleCode(id);
  if (code < 0) throw new Error(`unvalidated role id ${JSON.stringify(id)}`);
  return code;
}

/** True for a row that constrains the search (enabled and not a claim; missing mode = assumption). */
export function isActive(row: { enabled?: boolean | undefined; mode?: string | undefined }): boolean {
  return row.enabled !== false && row.mode !== 'claim';
}

/** Fill missing limits from the front door's defaults. */
export function fillLimits(given: Partial<Limits> | undefined, defaults: Limits): Limits {
  return {
    maxResults: given?.maxResults ?? defaults.maxResults,
    maxNodes: given?.maxNodes ?? defaults.maxNodes,
    maxMs: given?.maxMs ?? defaults.maxMs,
  };
}

/** Setup evidence rows of either input (legacy role/alignment/inPlay rows have the temporal fields). */
export type EvidenceRow = TemporalEvidence | Exclude<LegacyEvidence, LegacyInfo>;

/** A setup evidence row → its `GameEvidence`. */
export function buildEvidence(row: EvidenceRow, path: string, seats: Seats): GameEvidence {
  switch (row.kind) {
    case 'role':
    case 'shown':
      return { kind: row.kind, path, seat: seatOf(seats, row.player), role: codeOf(row.role), is: row.is ?? true };
    case 'alignment':
      return { kind: 'alignment', path, seat: seatOf(seats, row.player), evil: row.alignment === 'evil', is: row.is ?? true };
    case 'inPlay':
      return { kind: 'inPlay', path, role: codeOf(row.role), is: row.is ?? true };
    case 'testimony':
      return { kind: 'testimony', path, seat: seatOf(seats, row.player), role: codeOf(row.role) };
    case 'setupInfo':
      return {
        kind: 'setupInfo', path, seat: seatOf(seats, row.player), team: row.team,
        minions: row.minions?.map((id) => seatOf(seats, id)) ?? null,
        demons: row.demons?.map((id) => seatOf(seats, id)) ?? null,
        bluffs: row.bluffs?.map(codeOf) ?? null,
      };
  }
}

/** The report fields shared by temporal reports and legacy info rows. */
export interface ReportFields {
  player: string;
  role: string;
  reliability?: 'uncertain' | 'healthy' | undefined;
  targets?: string[] | undefined;
  targetRole?: string | null | undefined;
  value?: number | boolean | undefined;
  target?: string | undefined;
  grimoire?: Record<string, GrimoireEntryInput> | undefined;
}

/** An information report; `night` and `authenticity` come from the row or the legacy defaults. */
export function buildReport(
  row: ReportFields, path: string, index: number, seats: Seats,
  night: number | null, authenticity: 'authentic' | 'good',
): GameReport {
  const out: GameReport = {
    path, index, seat: seatOf(seats, row.player), role: codeOf(row.role), night, authenticity,
    healthy: row.reliability === 'healthy',
  };
  if (row.targets) {
    const [a, b] = row.targets;
    out.targets = [seatOf(seats, a!), seatOf(seats, b!)];
  }
  if (row.targetRole !== undefined) out.targetRole = row.targetRole === null ? null : codeOf(row.targetRole);
  if (row.value !== undefined) out.value = row.value;
  if (row.target !== undefined) out.target = seatOf(seats, row.target);
  if (row.grimoire) {
    out.grimoire = new Map(Object.entries(row.grimoire).map(([id, e]) => [seatOf(seats, id), grimoireEntry(e, seats)]));
  }
  return out;
}

function grimoireEntry(e: GrimoireEntryInput, seats: Seats): GrimoireEntry {
  const out: GrimoireEntry = {};
  if (e.role !== undefined) out.role = codeOf(e.role);
  if (e.shown !== undefined) out.shown = codeOf(e.shown);
  if (e.alignment !== undefined) out.alignment = e.alignment;
  for (const key of ['alive', 'poisoned', 'redHerring', 'protected', 'usedSlayer', 'usedVirgin'] as const) {
    const v = e[key];
    if (v !== undefined) out[key] = v;
  }
  if (e.master !== undefined) out.master = e.master === null ? null : seatOf(seats, e.master);
  return out;
}

function buildAction(a: TemporalNightAction, path: string, seats: Seats): NightAction {
  const seat = seatOf(seats, a.player);
  const target = seatOf(seats, a.target);
  if (a.kind !== 'imp') return { kind: a.kind, path, seat, target };
  const out: NightAction = { kind: 'imp', path, seat, target };
  // A redirect naming the attacked player itself means the death stayed there: no redirect.
  if (a.redirect !== undefined) out.redirect = a.redirect === a.target ? -1 : seatOf(seats, a.redirect);
  if (a.successor !== undefined) out.successor = a.successor === null ? null : seatOf(seats, a.successor);
  if (a.recluseDemon !== undefined) out.recluseDemon = a.recluseDemon;
  return out;
}

function buildEvent(e: TemporalDayEvent, path: string, seats: Seats): DayEvent {
  switch (e.kind) {
    case 'execution':
      return { kind: 'execution', path, seat: seatOf(seats, e.player) };
    case 'slayer':
      return { kind: 'slayer', path, seat: seatOf(seats, e.player), target: seatOf(seats, e.target), killed: e.killed };
    case 'nomination':
      return { kind: 'nomination', path, seat: seatOf(seats, e.player), target: seatOf(seats, e.target), triggered: e.triggered };
    case 'ballot':
      return {
        kind: 'ballot', path,
        voters: e.voters.map((id) => seatOf(seats, id)),
        nominee: e.nominee === undefined ? null : seatOf(seats, e.nominee),
        qualifying: e.qualifying
          ? new Map(Object.entries(e.qualifying).map(([id, hands]) => [seatOf(seats, id), hands.map((h) => seatOf(seats, h))]))
          : null,
      };
  }
}

/** One phase at `$.phases[i]`, keeping enabled actions and active events in order. */
export function buildPhase(phase: TemporalPhase, i: number, seats: Seats): GamePhase {
  const path = `$.phases[${i}]`;
  if (phase.phase === 'night') {
    const actions: NightAction[] = [];
    (phase.actions ?? []).forEach((a, j) => {
      if (a.enabled !== false) actions.push(buildAction(a, `${path}.actions[${j}]`, seats));
    });
    return {
      phase: 'night', number: phase.number, path,
      deaths: phase.deaths ? phase.deaths.map((id) => seatOf(seats, id)) : null,
      actions,
    };
  }
  const events: DayEvent[] = [];
  phase.events.forEach((e, j) => {
    if (isActive(e)) events.push(buildEvent(e, `${path}.events[${j}]`, seats));
  });
  return {
    phase: 'day', number: phase.number, path, events,
    ended: phase.ended, completeVoting: phase.completeVoting ?? false,
  };
}
