/**
 * Character types and alignments, in the game's own terms: the words under the role
 * table (roles.ts) and the report payloads it describes (payload-spec.ts).
 */

/** Character type, in the game's own terms. */
export type Team = 'Townsfolk' | 'Outsider' | 'Minion' | 'Demon';
/** Starting alignment. Nothing in Trouble Brewing changes a player's alignment. */
export type Alignment = 'good' | 'evil';
