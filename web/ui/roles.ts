/**
 * Character lists for pickers and views, from the library's role table (plain data, no
 * zod): names, types and the colours a grimoire uses for each type.
 */
import { ROLES, type RoleId, type Team } from '../../src/rules/roles.ts';

export { ROLES };
export type { RoleId, Team };

/** Display name of a character id (the id itself when it is not a Trouble Brewing character). */
export function roleName(id: string): string {
  return ROLES.find((r) => r.id === id)?.name ?? id;
}

/** Character type of an id, or null when unknown. */
export function roleTeam(id: string): Team | null {
  return ROLES.find((r) => r.id === id)?.team ?? null;
}

/** The characters of one type, in script order. */
export function rolesOf(team: Team): RoleId[] {
  return ROLES.filter((r) => r.team === team).map((r) => r.id);
}

/** Every character id, in script order. */
export const ALL_ROLES: readonly RoleId[] = ROLES.map((r) => r.id);
