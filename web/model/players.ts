/**
 * Seating operations on a game: add, rename, move, and remove a player. Removing a
 * player must not silently lose what the user entered about them, so the rows that
 * mention a player can be listed first (for a confirmation) and are removed together
 * with the player. Every function is pure: it returns a new game and never mutates its
 * argument; fields it does not touch are kept as they were.
 */
import {
  SEATS_MAX, SEATS_MIN, cloneGame, isTemporal, playerLabel,
  type GameInput, type TemporalDayEvent, type TemporalNightAction, type TemporalReport,
} from './game.ts';
import { ROLES } from '../../src/rules/roles.ts';

/** Where a mention sits: a top-level list, or the actions/events/deaths of one phase. */
export type MentionPlace = 'evidence' | 'reports' | 'actions' | 'events' | 'deaths';

/**
 * One row (or death entry) that names a player. `index` is the row's index in
 * `game.evidence` / `game.reports`, or in the phase's `actions` / `events` / `deaths`
 * (with `phase` the index in `game.phases`). `label` describes it for people.
 */
export interface Mention {
  place: MentionPlace;
  phase?: number;
  index: number;
  label: string;
}

const has = (list: readonly string[] | undefined | null, id: string): boolean => !!list && list.includes(id);

/** True when an evidence row (legacy or temporal, any kind) names the player. */
function evidenceNames(row: Record<string, unknown>, id: string): boolean {
  return row.player === id
    || has(row.targets as string[] | undefined, id)
    || has(row.minions as string[] | undefined, id)
    || has(row.demons as string[] | undefined, id);
}

/** True when a report names the player: as speaker, target(s), a Spy's grimoire key or a Butler's master. */
function reportNames(row: TemporalReport, id: string): boolean {
  if (row.player === id || row.target === id || has(row.targets, id)) return true;
  const grimoire = row.grimoire ?? {};
  return Object.hasOwn(grimoire, id) || Object.values(grimoire).some((entry) => entry.master === id);
}

function actionNames(action: TemporalNightAction, id: string): boolean {
  if (action.player === id || action.target === id) return true;
  return action.kind === 'imp' && (action.redirect === id || action.successor === id);
}

function eventNames(event: TemporalDayEvent, id: string): boolean {
  switch (event.kind) {
    case 'execution':
      return event.player === id;
    case 'slayer':
    case 'nomination':
      return event.player === id || event.target === id;
    case 'ballot': {
      const qualifying = event.qualifying ?? {};
      return event.nominee === id || event.voters.includes(id) || Object.hasOwn(qualifying, id)
        || Object.values(qualifying).some((hands) => hands.includes(id));
    }
  }
}

const kindLabel: Record<string, string> = {
  testimony: 'claim', role: 'character', alignment: 'alignment', inPlay: 'in play', shown: 'shown token',
  setupInfo: 'evil setup information', info: 'information',
};

const roleLabel = (id: string): string => ROLES.find((r) => r.id === id)?.name ?? id;

/**
 * Every row of the game that names player `id`, in game order: evidence rows,
 * reports, and per phase the night deaths, night actions and day events. For a
 * legacy game only its evidence rows.
 */
export function rowsMentioning(game: GameInput, id: string): Mention[] {
  const out: Mention[] = [];
  game.evidence.forEach((row, index) => {
    if (evidenceNames(row, id)) out.push({ place: 'evidence', index, label: `evidence row ${index + 1} (${kindLabel[row.kind] ?? row.kind})` });
  });
  if (!isTemporal(game)) return out;
  game.reports.forEach((row, index) => {
    if (reportNames(row, id)) out.push({ place: 'reports', index, label: `report ${index + 1} (${roleLabel(row.role)})` });
  });
  game.phases.forEach((phase, p) => {
    if (phase.phase === 'night') {
      (phase.deaths ?? []).forEach((dead, index) => {
        if (dead === id) out.push({ place: 'deaths', phase: p, index, label: `death on night ${phase.number}` });
      });
      (phase.actions ?? []).forEach((action, index) => {
        if (actionNames(action, id)) out.push({ place: 'actions', phase: p, index, label: `${action.kind} action on night ${phase.number}` });
      });
    } else {
      const named = eventsNaming(phase.events, id);
      phase.events.forEach((event, index) => {
        if (named[index]) out.push({ place: 'events', phase: p, index, label: `${event.kind} on day ${phase.number}` });
      });
    }
  });
  return out;
}

/**
 * Which of a day's events concern player `id`: those naming them, and also a ballot with
 * no `nominee` after a nomination that names them — that ballot is the vote on that
 * nomination, and kept alone it would count for an earlier nominee.
 */
function eventsNaming(events: readonly TemporalDayEvent[], id: string): boolean[] {
  let nominationNamed = false;
  return events.map((event) => {
    if (event.kind === 'nomination') nominationNamed = eventNames(event, id);
    else if (event.kind === 'ballot' && event.nominee === undefined && nominationNamed) return true;
    return eventNames(event, id);
  });
}

/**
 * The game without player `id` and without every row {@link rowsMentioning} lists
 * (the player also leaves the night death lists). Rows that do not name the player,
 * and every other field, are kept as they were. Returns the game unchanged when the
 * player is not seated or the game already has only {@link SEATS_MIN} seats.
 */
export function removePlayer<T extends GameInput>(game: T, id: string): T {
  if (!canRemove(game) || !game.players.some((p) => p.id === id)) return game;
  const next = cloneGame(game);
  next.players = next.players.filter((p) => p.id !== id);
  (next as GameInput).evidence = next.evidence.filter((row) => !evidenceNames(row, id)) as GameInput['evidence'];
  if (!isTemporal(next)) return next;
  next.reports = next.reports.filter((row) => !reportNames(row, id));
  for (const phase of next.phases) {
    if (phase.phase === 'night') {
      if (phase.deaths) phase.deaths = phase.deaths.filter((dead) => dead !== id);
      if (phase.actions) phase.actions = phase.actions.filter((action) => !actionNames(action, id));
    } else {
      const named = eventsNaming(phase.events, id);
      phase.events = phase.events.filter((_, index) => !named[index]);
    }
  }
  return next;
}

/** True when one more player may be seated (fewer than {@link SEATS_MAX}). */
export function canAdd(game: GameInput): boolean {
  return game.players.length < SEATS_MAX;
}

/** True when a player may leave (more than {@link SEATS_MIN} seated). */
export function canRemove(game: GameInput): boolean {
  return game.players.length > SEATS_MIN;
}

/** The first id `p1`, `p2`, … that no seated player uses. */
export function nextPlayerId(game: GameInput): string {
  const used = new Set(game.players.map((p) => p.id));
  let n = 1;
  while (used.has(`p${n}`)) n++;
  return `p${n}`;
}

/** The game with a new player in the last seat, named "Player N" after the seat; unchanged at {@link SEATS_MAX}. */
export function addPlayer<T extends GameInput>(game: T): T {
  if (!canAdd(game)) return game;
  const next = cloneGame(game);
  next.players.push({ id: nextPlayerId(game), name: `Player ${game.players.length + 1}` });
  return next;
}

/** The game with player `id` renamed (the name is kept exactly as typed). */
export function renamePlayer<T extends GameInput>(game: T, id: string, name: string): T {
  const next = cloneGame(game);
  const player = next.players.find((p) => p.id === id);
  if (player) player.name = name;
  return next;
}

/**
 * The game with player `id` moved one seat counter-clockwise (`-1`) or clockwise (`+1`).
 * Seat order is the order of `players`; ids stay with their players, so every row still
 * names the same person. Unchanged when the move would leave the list.
 */
export function movePlayer<T extends GameInput>(game: T, id: string, step: -1 | 1): T {
  const from = game.players.findIndex((p) => p.id === id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= game.players.length) return game;
  const next = cloneGame(game);
  const [moved] = next.players.splice(from, 1);
  next.players.splice(to, 0, moved!);
  return next;
}

/** "Remove Alice and the 3 rows that mention Alice?" — the question asked before a removal that loses rows. */
export function removalQuestion(game: GameInput, id: string, count: number): string {
  const name = playerLabel(game, id);
  return count === 1
    ? `Remove ${name} and the 1 row that mentions ${name}?`
    : `Remove ${name} and the ${count} rows that mention ${name}?`;
}
