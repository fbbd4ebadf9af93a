/**
 * botc-solver public API: the deduction engine for Blood on the Clocktower
 * (Trouble Brewing). Everything a consumer needs is exported here; the golden-file
 * API test pins this surface.
 */
export { solve, solveTemporal } from './search/front.ts';
export { replay } from './model/replay-public.ts';
export { explain } from './explain/explain.ts';
export type { Explanation, ExplainTarget } from './explain/explain.ts';
export type { ConflictRow, RowKind } from './explain/rows.ts';
export { ROLES, ROLE_IDS } from './rules/roles.ts';
export type { RoleId, RoleInfo, Team, Alignment } from './rules/roles.ts';
export { UNUSUAL_RULINGS } from './compile/codes.ts';
export type { UnusualRuling } from './compile/codes.ts';
export { SCOPE } from './search/checks/scope.ts';
export { LIMITS } from './contract/sizes.ts';
export { isTemporalInput } from './model/input-kind.ts';
export { validate } from './model/validate.ts';
export type { Validation } from './model/validate.ts';
export type { SolveOptions, Progress, ProgressStage } from './search/options.ts';
export type {
  TemporalResult, TemporalCandidate, LegacyResult, LegacyCandidate, Witness, WitnessNight, WitnessDay,
  InputError, ErrorCode, Status, StopReason, SearchStats, Coverage, Crux, CruxAnswer,
  Cell, Possibilities, SeatPossibilities, RowCount,
} from './contract/result.ts';
export type { ReplayResult, ReplayPhase } from './model/replay-public.ts';
export type { Failure } from './play/replay.ts';
export { createSolverClient } from './worker/solver-client.ts';
export type {
  SolverClient, SolverClientOptions, ClientSolveOptions, WorkerFactory, WorkerLike,
} from './worker/client.ts';
export type { AnyCandidate, EngineName } from './worker/api.ts';
export type { TemporalInput } from './contract/schema-temporal.ts';
export type { LegacyInput } from './contract/schema-legacy.ts';
