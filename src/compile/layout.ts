/**
 * The packed program format shared by `compile/program.ts` (writer) and the
 * AssemblyScript search (reader, through the generated `assembly/vocab.gen.ts`).
 * All values are i32. Offsets are in i32 words from the start of the program.
 */
export const LAYOUT = {
  // header slots
  P_N: 0, P_BRANCH_COUNT: 1, P_BRANCH_OFF: 2, P_MASK_OFF: 3, P_INPLAY_TRUE: 4,
  P_REL_RH: 5, P_REL_POISON: 6, P_REL_MASTER: 7,
  P_POISON_SEAT: 8, P_POISON_TARGET: 9, P_BUTLER_SEAT: 10, P_BUTLER_TARGET: 11,
  P_IMPOSSIBLE: 12, P_EVID_COUNT: 13, P_EVID_OFF: 14, P_REP_COUNT: 15, P_REP_OFF: 16,
  P_LEN: 17, HEADER_SIZE: 20,
  // evidence records: kind, seat, role, is, a, b, c, _
  EV_SIZE: 8, EK_ROLE: 0, EK_ALIGN: 1, EK_INPLAY: 2, EK_SHOWN: 3, EK_TESTIMONY: 4, EK_SETUPINFO: 5,
  // report records: role, seat, authentic, healthy, night, a, b, targetRole, value, grimOff, grimCount, _
  RP_SIZE: 12,
  // grimoire records: seat, fields, role, shown, evil, alive, poisoned, redHerring, protected, usedSlayer, usedVirgin, master
  GR_SIZE: 12,
  GF_ROLE: 1, GF_SHOWN: 2, GF_ALIGN: 4, GF_ALIVE: 8, GF_POISONED: 16, GF_RH: 32, GF_PROT: 64,
  GF_SLAYER: 128, GF_VIRGIN: 256, GF_MASTER: 512,
  // memory capacities (i32 words / records)
  PROGRAM_WORDS: 65536, RESULT_CAPACITY: 256, RESULT_STRIDE: 20,
} as const;
