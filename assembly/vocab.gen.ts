// GENERATED from src/rules by `npm run gen:vocab` — do not edit by hand.

export const WASHERWOMAN: i32 = 0;
export const LIBRARIAN: i32 = 1;
export const INVESTIGATOR: i32 = 2;
export const CHEF: i32 = 3;
export const EMPATH: i32 = 4;
export const FORTUNE_TELLER: i32 = 5;
export const UNDERTAKER: i32 = 6;
export const MONK: i32 = 7;
export const RAVENKEEPER: i32 = 8;
export const VIRGIN: i32 = 9;
export const SLAYER: i32 = 10;
export const SOLDIER: i32 = 11;
export const MAYOR: i32 = 12;
export const BUTLER: i32 = 13;
export const DRUNK: i32 = 14;
export const RECLUSE: i32 = 15;
export const SAINT: i32 = 16;
export const POISONER: i32 = 17;
export const SPY: i32 = 18;
export const SCARLET_WOMAN: i32 = 19;
export const BARON: i32 = 20;
export const IMP: i32 = 21;
export const ROLE_COUNT: i32 = 22;
export const TOWNSFOLK_MASK: i32 = 8191;
export const OUTSIDER_MASK: i32 = 122880;
export const MINION_MASK: i32 = 1966080;
export const DEMON_MASK: i32 = 2097152;
export const EVIL_MASK: i32 = 4063232;

export const TEAM_TOWNSFOLK: i32 = 0;
export const TEAM_OUTSIDER: i32 = 1;
export const TEAM_MINION: i32 = 2;
export const TEAM_DEMON: i32 = 3;
/** Team of each role code (TEAM_*). */
export const TEAM_OF: StaticArray<i32> = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3];

export const MIN_PLAYERS: i32 = 5;
export const MAX_PLAYERS: i32 = 15;
/** Setup counts [Townsfolk, Outsiders, Minions, Demons] for n players, row (n - MIN_PLAYERS) * 2 + baron. */
export const SETUP: StaticArray<i32> = [3, 0, 1, 1, 1, 2, 1, 1,
  3, 1, 1, 1, 1, 3, 1, 1,
  5, 0, 1, 1, 3, 2, 1, 1,
  5, 1, 1, 1, 3, 3, 1, 1,
  5, 2, 1, 1, 3, 4, 1, 1,
  7, 0, 2, 1, 5, 2, 2, 1,
  7, 1, 2, 1, 5, 3, 2, 1,
  7, 2, 2, 1, 5, 4, 2, 1,
  9, 0, 3, 1, 7, 2, 3, 1,
  9, 1, 3, 1, 7, 3, 3, 1,
  9, 2, 3, 1, 7, 4, 3, 1];

// The night sheets (src/rules/night-order.ts): role codes in waking order.
export const FIRST_NIGHT_STEPS: StaticArray<i32> = [17, 0, 1, 2, 3, 4, 5, 13, 18];
export const OTHER_NIGHT_STEPS: StaticArray<i32> = [17, 7, 19, 21, 8, 4, 5, 6, 13, 18];
/** Characters that wake with information on the first night / on the other nights (role-code bits). */
export const INFO_WAKE_FIRST: i32 = 262207;
export const INFO_WAKE_OTHER: i32 = 262512;

// The characters that have each hook the kernel asks from below them (assembly/hooks.ts):
// role-code bits, so that a seat whose character lacks it gets the rule for everyone else
// without a call through the table.
export const REGISTERS_ROLES: i32 = 294912;
export const ATTACKED_ROLES: i32 = 6144;
export const DIED_ROLES: i32 = 2203776;
export const DEMON_DEATH_ROLES: i32 = 557056;

// Prune reasons (counter index) and winner codes (src/compile/codes.ts).
export const PR_COUNT: i32 = 0;
export const PR_BARON: i32 = 1;
export const PR_EVIDENCE: i32 = 2;
export const PR_HIDDEN: i32 = 3;
export const PR_NOTHING_NEW: i32 = 4;
export const PR_SEARCHES: i32 = 5;
export const STATS_WORDS: i32 = 8;
export const WIN_NONE: i32 = 0;
export const WIN_GOOD: i32 = 1;
export const WIN_EVIL: i32 = 2;
// Answers of the attacked and demonDeath hooks (src/compile/codes.ts).
export const ATTACK_DIES: i32 = 0;
export const ATTACK_SAFE: i32 = 1;
export const ATTACK_REDIRECT: i32 = 2;
export const CLAIM_NONE: i32 = 0;
export const CLAIM_MUST: i32 = -1;
// Unusual rulings: the bit of each in a world's `unusual` mask (src/compile/codes.ts).
export const UNUSUAL_RECLUSE_STAR_PASS: i32 = 1;
export const UNUSUAL_SCARLET_WOMAN_RECLUSE: i32 = 2;
export const UNUSUAL_ALL: i32 = 3;

// Program layout (src/compile/layout.ts).
export const P_N: i32 = 0;
export const P_BRANCH_COUNT: i32 = 1;
export const P_BRANCH_OFF: i32 = 2;
export const P_MASK_OFF: i32 = 3;
export const P_INPLAY_TRUE: i32 = 4;
export const P_REL_RH: i32 = 5;
export const P_UNUSUAL: i32 = 6;
export const P_UNUSUAL_ONLY: i32 = 7;
export const P_BRANCH_MASK_OFF: i32 = 8;
export const P_EVID_COUNT: i32 = 13;
export const P_EVID_OFF: i32 = 14;
export const P_REP_COUNT: i32 = 15;
export const P_REP_OFF: i32 = 16;
export const P_LEN: i32 = 17;
export const P_PHASE_COUNT: i32 = 18;
export const P_PHASE_OFF: i32 = 19;
export const P_OBS_MONK: i32 = 21;
export const HEADER_SIZE: i32 = 24;
export const BR_SIZE: i32 = 17;
export const BR_FIXED: i32 = 14;
export const BR_FIRST_FIXED: i32 = 3;
export const KEY_BITS: i32 = 5;
export const KEY_SEATS: i32 = 6;
export const PH_SIZE: i32 = 24;
export const PH_KIND: i32 = 0;
export const PH_NUMBER: i32 = 1;
export const PH_DEATHS: i32 = 2;
export const PH_POISON_ACTOR: i32 = 3;
export const PH_POISON_TARGET: i32 = 4;
export const PH_MONK_ACTOR: i32 = 5;
export const PH_MONK_TARGET: i32 = 6;
export const PH_IMP_ACTOR: i32 = 7;
export const PH_IMP_TARGET: i32 = 8;
export const PH_IMP_REDIRECT: i32 = 9;
export const PH_IMP_SUCCESSOR: i32 = 10;
export const PH_IMP_RECLUSE: i32 = 11;
export const PH_BUTLER_ACTOR: i32 = 12;
export const PH_BUTLER_TARGET: i32 = 13;
export const PH_CONFLICT: i32 = 14;
export const PH_OBS_MASTER: i32 = 15;
export const PH_POISON_TABLE: i32 = 16;
export const PH_IMP2_ACTOR: i32 = 17;
export const PH_IMP2_TARGET: i32 = 18;
export const PH_IMP2_REDIRECT: i32 = 19;
export const PH_IMP2_SUCCESSOR: i32 = 20;
export const PH_IMP2_RECLUSE: i32 = 21;
export const PH_DIED_BEFORE: i32 = 22;
export const PH_MAY_DIE_FROM: i32 = 23;
export const PH_ENDED: i32 = 2;
export const PH_EVENTS_OFF: i32 = 3;
export const PH_EVENTS_COUNT: i32 = 4;
export const PH_COMPLETE_VOTING: i32 = 5;
export const PH_VIRGIN_OBS: i32 = 6;
export const EVENT_SIZE: i32 = 5;
export const EV_EXECUTION: i32 = 0;
export const EV_SLAYER: i32 = 1;
export const EV_NOMINATION: i32 = 2;
export const EV_BALLOT: i32 = 3;
export const MAX_NIGHTS: i32 = 50;
export const MAX_DAYS: i32 = 50;
export const MAX_FLOATING: i32 = 62;
export const EV_SIZE: i32 = 8;
export const EK_ROLE: i32 = 0;
export const EK_ALIGN: i32 = 1;
export const EK_INPLAY: i32 = 2;
export const EK_SHOWN: i32 = 3;
export const EK_TESTIMONY: i32 = 4;
export const EK_SETUPINFO: i32 = 5;
export const RP_SIZE: i32 = 12;
export const GR_SIZE: i32 = 12;
export const GF_ROLE: i32 = 1;
export const GF_SHOWN: i32 = 2;
export const GF_ALIGN: i32 = 4;
export const GF_ALIVE: i32 = 8;
export const GF_POISONED: i32 = 16;
export const GF_RH: i32 = 32;
export const GF_PROT: i32 = 64;
export const GF_SLAYER: i32 = 128;
export const GF_VIRGIN: i32 = 256;
export const GF_MASTER: i32 = 512;
export const PROGRAM_WORDS: i32 = 1048576;
export const RESULT_CAPACITY: i32 = 128;
export const RESULT_STRIDE: i32 = 640;
export const R_DRUNK: i32 = 16;
export const R_RH: i32 = 17;
export const R_NIGHTS: i32 = 18;
export const R_DAYS: i32 = 468;
export const R_FLOATING: i32 = 568;
export const R_BRANCH: i32 = 630;
export const R_ORDER: i32 = 631;
export const R_KIND: i32 = 632;
export const R_UNUSUAL: i32 = 633;
export const NIGHT_CHOICE_WORDS: i32 = 9;
export const DAY_CHOICE_WORDS: i32 = 2;
export const MODE_ENUMERATE: i32 = 0;
export const MODE_PROJECT: i32 = 1;
export const MODE_LIST: i32 = 3;
export const MODE_TEAM: i32 = 4;
export const LIST_CAPACITY: i32 = 256;
export const LIST_STRIDE: i32 = 17;
export const MAX_EMIT: i32 = 17;
export const RP_ROLE: i32 = 0;
export const RP_SEAT: i32 = 1;
export const RP_AUTHENTIC: i32 = 2;
export const RP_HEALTHY: i32 = 3;
export const RP_NIGHT: i32 = 4;
export const RP_A: i32 = 5;
export const RP_B: i32 = 6;
export const RP_TARGET_ROLE: i32 = 7;
export const RP_VALUE: i32 = 8;
export const RP_GRIM_OFF: i32 = 9;
export const RP_GRIM_COUNT: i32 = 10;
export const RP_TARGET: i32 = 11;
export const GR_SEAT: i32 = 0;
export const GR_FIELDS: i32 = 1;
export const GR_ROLE: i32 = 2;
export const GR_SHOWN: i32 = 3;
export const GR_EVIL: i32 = 4;
export const GR_ALIVE: i32 = 5;
export const GR_POISONED: i32 = 6;
export const GR_RH: i32 = 7;
export const GR_PROT: i32 = 8;
export const GR_SLAYER: i32 = 9;
export const GR_VIRGIN: i32 = 10;
export const GR_MASTER: i32 = 11;
export const EF_KIND: i32 = 0;
export const EF_SEAT: i32 = 1;
export const EF_ROLE: i32 = 2;
export const EF_IS: i32 = 3;
export const EF_MINIONS: i32 = 4;
export const EF_DEMONS: i32 = 5;
export const EF_BLUFFS: i32 = 6;
export const EF_UNUSED: i32 = 7;
export const DE_KIND: i32 = 0;
export const DE_SEAT: i32 = 1;
export const DE_TARGET: i32 = 2;
export const DE_FLAG: i32 = 3;
export const DE_UNUSED: i32 = 4;
export const BA_KIND: i32 = 0;
export const BA_VOTERS: i32 = 1;
export const BA_QUAL_OFF: i32 = 2;
export const BA_QUAL_COUNT: i32 = 3;
export const BA_NOMINEE: i32 = 4;
export const CH_POISON: i32 = 0;
export const CH_MONK: i32 = 1;
export const CH_IMP: i32 = 2;
export const CH_REDIRECT: i32 = 3;
export const CH_SUCCESSOR: i32 = 4;
export const CH_MASTER: i32 = 5;
export const CH_IMP2: i32 = 6;
export const CH_REDIRECT2: i32 = 7;
export const CH_SUCCESSOR2: i32 = 8;
export const DC_SUCCESSOR: i32 = 0;
export const DC_VIRGIN: i32 = 1;
