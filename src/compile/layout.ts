/**
 * The packed program format shared by `compile/program.ts` (writer) and the
 * AssemblyScript search (reader, through the generated `assembly/vocab.gen.ts`).
 * All values are i32. Offsets are in i32 words from the start of the program.
 */

import { DAY_CHOICES, NIGHT_CHOICES } from './choice-fields.ts';

/**
 * The fields of each kind of record, in order: a field's offset in its record is its
 * index here, and the generated constant is `<prefix>_<FIELD>` (e.g. `RP_SEAT`).
 */
export const RECORD_FIELDS = {
  // report records (targetRole -1: none, or the Undertaker's "no information"; night -1:
  // search the nights; a, b: the pair; grimOff/grimCount: the Spy's grimoire records)
  RP: ['ROLE', 'SEAT', 'AUTHENTIC', 'HEALTHY', 'NIGHT', 'A', 'B', 'TARGET_ROLE', 'VALUE', 'GRIM_OFF', 'GRIM_COUNT', 'TARGET'],
  // grimoire records of a Spy report: which fields are given (GF_* bits), then each field
  GR: ['SEAT', 'FIELDS', 'ROLE', 'SHOWN', 'EVIL', 'ALIVE', 'POISONED', 'RH', 'PROT', 'SLAYER', 'VIRGIN', 'MASTER'],
  // evidence records: kind (EK_*), seat, role (alignment: 1 evil; setupInfo: team), is, then
  // setupInfo's minions, demons (seat masks) and bluffs (role mask)
  EF: ['KIND', 'SEAT', 'ROLE', 'IS', 'MINIONS', 'DEMONS', 'BLUFFS', 'UNUSED'],
  // day events (EV_EXECUTION, EV_SLAYER, EV_NOMINATION): the player, the target, killed/triggered
  DE: ['KIND', 'SEAT', 'TARGET', 'FLAG', 'UNUSED'],
  // a ballot (EV_BALLOT), as long as a day event: voters (seat mask), where its qualifying
  // entries start and how many (each: voter, seat mask of the hands that qualify), the
  // nominee (-1: the latest nominee)
  BA: ['KIND', 'VOTERS', 'QUAL_OFF', 'QUAL_COUNT', 'NOMINEE'],
} as const;

function fieldOffsets<P extends keyof typeof RECORD_FIELDS>(prefix: P) {
  return Object.fromEntries(RECORD_FIELDS[prefix].map((f, i) => [`${prefix}_${f}`, i])) as
    { readonly [F in (typeof RECORD_FIELDS)[P][number] as `${P}_${F}`]: number };
}

/** One record of kind `prefix` as words, each field at its offset (a field not given is 0). */
export function packRecord<P extends keyof typeof RECORD_FIELDS>(
  prefix: P, values: { readonly [F in (typeof RECORD_FIELDS)[P][number]]?: number },
): number[] {
  return RECORD_FIELDS[prefix].map((f) => (values as Record<string, number | undefined>)[f] ?? 0);
}

/** Offsets of the record fields (RECORD_FIELDS), by generated name. */
export const FIELDS = {
  ...fieldOffsets('RP'), ...fieldOffsets('GR'), ...fieldOffsets('EF'), ...fieldOffsets('DE'), ...fieldOffsets('BA'),
};

const MAX_NIGHTS = 50;
const MAX_DAYS = 50;
const R_NIGHTS = 18;
const R_DAYS = R_NIGHTS + NIGHT_CHOICES.length * MAX_NIGHTS;
const R_FLOATING = R_DAYS + DAY_CHOICES.length * MAX_DAYS;
const MAX_FLOATING = 62;
const R_BRANCH = R_FLOATING + MAX_FLOATING;

/** Offsets of the hidden choices in a night's (CH_*) and a day's (DC_*) block of the result record (choice-fields.ts). */
const CHOICE_OFFSETS = {
  ...Object.fromEntries(NIGHT_CHOICES.map((f, i) => [`CH_${f.toUpperCase()}`, i])),
  ...Object.fromEntries(DAY_CHOICES.map((f, i) => [`DC_${f.toUpperCase()}`, i])),
} as Record<string, number>;

export const LAYOUT = {
  // header slots (P_UNUSUAL: the unusual rulings the search may rely on, a mask;
  // P_UNUSUAL_ONLY: 1 when the worlds a possibilities pass wants have no ordinary history,
  // so a history search need not look for an ordinary one first; P_BRANCH_MASK_OFF: per
  // seat, n words: the per-seat masks of the root branches whose starting Imp sits there
  // (masks.ts branchSeatMasks), within which a branch places its seats besides the
  // program's masks)
  P_N: 0, P_BRANCH_COUNT: 1, P_BRANCH_OFF: 2, P_MASK_OFF: 3, P_INPLAY_TRUE: 4,
  P_REL_RH: 5, P_UNUSUAL: 6, P_UNUSUAL_ONLY: 7, P_BRANCH_MASK_OFF: 8, P_EVID_COUNT: 13, P_EVID_OFF: 14, P_REP_COUNT: 15, P_REP_OFF: 16,
  P_LEN: 17, P_PHASE_COUNT: 18, P_PHASE_OFF: 19, P_OBS_MONK: 21,
  HEADER_SIZE: 24,
  // branch records: Imp seat, Baron in play (0/1), the root branch's index among all the
  // game's root branches (a thread's program may hold only some of them; results carry
  // it), then the characters of the seats placed (all but the Imp's; -1: any), for a piece
  // of a root branch (assembly/search.ts splitOff, search/threads/piece-queue.ts): a piece can be
  // split off at any depth, so that the last piece of a pass can still be shared out.
  // A project world's order key within its root branch packs the characters of the first
  // KEY_SEATS of those seats, 5 bits each, the first seat highest: the search's own
  // depth-first order, cut where a double still holds it exactly (pieces that differ only
  // deeper share a key; see seen-ledger.ts for why that is safe).
  BR_SIZE: 17, BR_FIXED: 14, BR_FIRST_FIXED: 3, KEY_BITS: 5, KEY_SEATS: 6,
  // phase records. Night: kind 0, number, deaths mask (-1 unknown), poison actor/target,
  // monk actor/target, imp actor/target/redirect (-2 open)/successor (-2 open, -1 none)/
  // recluseDemon (-1 open) — the recorded imp action of the lower seat; a second one (two
  // Imps, ruling Q13) in the PH_IMP2_* slots —, butler actor/target, conflicting actions flag, whether a row
  // can tell the Butler's master chosen that night (choices.ts masterObserved), the offset
  // of the night's poison table: per role code, the seats (mask) where poisoning its holder
  // can matter (choices.ts poisonRelevance), and the seats (mask) that may have died
  // before the night (-1: anyone, an earlier night's deaths being unknown).
  // Day: kind 1, number, ended, events offset, events count, completeVoting, the seats
  // (mask) whose Virgin ability a row can see from this day on (choices.ts
  // dayVirginChoices); each event is a RECORD_FIELDS.DE or .BA record.
  // Both kinds: the seats (mask) that may die in this phase or a later one (-1: anyone).
  PH_SIZE: 24, PH_KIND: 0, PH_NUMBER: 1, PH_DEATHS: 2, PH_POISON_ACTOR: 3, PH_POISON_TARGET: 4,
  PH_MONK_ACTOR: 5, PH_MONK_TARGET: 6, PH_IMP_ACTOR: 7, PH_IMP_TARGET: 8, PH_IMP_REDIRECT: 9,
  PH_IMP_SUCCESSOR: 10, PH_IMP_RECLUSE: 11, PH_BUTLER_ACTOR: 12, PH_BUTLER_TARGET: 13, PH_CONFLICT: 14,
  PH_OBS_MASTER: 15, PH_POISON_TABLE: 16,
  PH_IMP2_ACTOR: 17, PH_IMP2_TARGET: 18, PH_IMP2_REDIRECT: 19, PH_IMP2_SUCCESSOR: 20, PH_IMP2_RECLUSE: 21,
  PH_DIED_BEFORE: 22, PH_MAY_DIE_FROM: 23,
  PH_ENDED: 2, PH_EVENTS_OFF: 3, PH_EVENTS_COUNT: 4, PH_COMPLETE_VOTING: 5, PH_VIRGIN_OBS: 6, EVENT_SIZE: RECORD_FIELDS.DE.length, EV_EXECUTION: 0, EV_SLAYER: 1, EV_NOMINATION: 2, EV_BALLOT: 3,
  MAX_NIGHTS, MAX_DAYS, MAX_FLOATING,
  // evidence records (RECORD_FIELDS.EF)
  EV_SIZE: RECORD_FIELDS.EF.length, EK_ROLE: 0, EK_ALIGN: 1, EK_INPLAY: 2, EK_SHOWN: 3, EK_TESTIMONY: 4, EK_SETUPINFO: 5,
  // report and grimoire records (RECORD_FIELDS.RP, RECORD_FIELDS.GR)
  RP_SIZE: RECORD_FIELDS.RP.length,
  GR_SIZE: RECORD_FIELDS.GR.length,
  GF_ROLE: 1, GF_SHOWN: 2, GF_ALIGN: 4, GF_ALIVE: 8, GF_POISONED: 16, GF_RH: 32, GF_PROT: 64,
  GF_SLAYER: 128, GF_VIRGIN: 256, GF_MASTER: 512,
  // memory capacities (i32 words / records)
  // results: roles[16], drunk token, red herring, then each night's choices (NIGHT_CHOICE_WORDS
  // per night, MAX_NIGHTS) and each day's (DAY_CHOICE_WORDS per day, MAX_DAYS), then the night
  // of each report with night null, by its rank among them (MAX_FLOATING), then the world's
  // branch (global index), its order key (the branch's turn when enumerating, the list
  // position in list mode), the kind of search that found it (MODE_*) and the unusual
  // rulings its history relies on (UNUSUAL_* bits)
  PROGRAM_WORDS: 1048576, RESULT_CAPACITY: 128, RESULT_STRIDE: 640, R_DRUNK: 16, R_RH: 17, R_NIGHTS, R_DAYS,
  R_FLOATING, R_BRANCH, R_ORDER: R_BRANCH + 1, R_KIND: R_BRANCH + 2, R_UNUSUAL: R_BRANCH + 3,
  NIGHT_CHOICE_WORDS: NIGHT_CHOICES.length, DAY_CHOICE_WORDS: DAY_CHOICES.length,
  // search modes (assembly/search.ts): enumerate every assignment round-robin over the
  // branches; look for worlds with a starting character or a Demon not yet seen; look for
  // unseen Demons among listed assignments; find the first world of one evil team (the
  // program's masks narrowed to it, search/per-seat/team-pass.ts)
  MODE_ENUMERATE: 0, MODE_PROJECT: 1, MODE_LIST: 3, MODE_TEAM: 4,
  // list mode input: per assignment its branch (global index), then its roles[16]
  LIST_CAPACITY: 256, LIST_STRIDE: 17,
  // at most this many worlds are emitted for one assignment (one per Demon seat, plus one)
  MAX_EMIT: 17,
  ...FIELDS,
  ...CHOICE_OFFSETS,
} as const;

if (LAYOUT.R_UNUSUAL >= LAYOUT.RESULT_STRIDE) throw new Error('layout.ts: the result record outgrew RESULT_STRIDE');
