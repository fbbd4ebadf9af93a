/**
 * The semantic pass: checks that need the whole input (seated ids, Trouble Brewing
 * roles, payload by reporting character, nights, duplicates, phase order). It reads
 * the raw input defensively, so it can run alongside the schema and every problem
 * comes back in one answer. Id and shape checks cover every row, active or not;
 * duplicate checks count active rows only (enabled and not a claim).
 */
import type { InputError } from '../contract/result.ts';
import { isObject, listOf } from './json-view.ts';
import type { Ctx } from './semantic-context.ts';
import { readNights, readSeats } from './semantic-context.ts';
import { checkEvidenceRow, checkSetupInfoDuplicates } from './semantic-evidence.ts';
import { checkPhases } from './semantic-phases.ts';
import { checkReportDuplicates, checkReportRow } from './semantic-reports.ts';

/** Legacy evidence kinds besides `info` (others are schema errors). */
const LEGACY_KINDS = new Set<unknown>(['role', 'alignment', 'inPlay']);

function context(input: Record<string, unknown>, legacy: boolean): Ctx {
  const errors: InputError[] = [];
  const seats = readSeats(input.players, errors);
  const recorded = readNights(input.phases);
  return {
    errors, seats,
    n: listOf(input.players)?.length ?? 0,
    nights: legacy ? [1] : recorded.nights,
    nightsCertain: legacy || recorded.certain,
    legacy,
  };
}

/**
 * Semantic errors of a `botc-temporal-v1` input (any value; non-objects give none,
 * the schema reports them). Codes: unknown_player, duplicate_player, unknown_role,
 * wrong_role_type, wrong_payload, bad_pair, out_of_range, duplicate_record,
 * setup_info_too_few, bad_bluffs, bad_phases, invalid_type (missing payload field).
 */
export function checkTemporalSemantics(input: unknown): InputError[] {
  if (!isObject(input)) return [];
  const ctx = context(input, false);
  const evidence = listOf(input.evidence) ?? [];
  evidence.forEach((row, i) => { if (isObject(row)) checkEvidenceRow(ctx, row, ['evidence', i]); });
  checkSetupInfoDuplicates(ctx, evidence);
  const reports = (listOf(input.reports) ?? []).map((row, i) => ({ row, at: ['reports', i] }));
  for (const { row, at } of reports) if (isObject(row)) checkReportRow(ctx, row, at);
  checkReportDuplicates(ctx, reports);
  checkPhases(ctx, input.phases);
  // A wrong sequence of phases is the cause of the errors it brings about elsewhere (a
  // report's night that is "not a recorded night"): it comes first.
  return [...ctx.errors.filter((e) => e.code === 'bad_phases'), ...ctx.errors.filter((e) => e.code !== 'bad_phases')];
}

/**
 * Semantic errors of a legacy first-night input: the same id, role and payload
 * checks, `info` rows checked as night-1 reports (night, if given, must be 1; only
 * the six first-night information characters), one active info row per player.
 */
export function checkLegacySemantics(input: unknown): InputError[] {
  if (!isObject(input)) return [];
  const ctx = context(input, true);
  const evidence = listOf(input.evidence) ?? [];
  const infos: { row: unknown; at: (string | number)[] }[] = [];
  evidence.forEach((row, i) => {
    if (!isObject(row)) return;
    if (row.kind === 'info') {
      checkReportRow(ctx, row, ['evidence', i]);
      infos.push({ row, at: ['evidence', i] });
    } else if (LEGACY_KINDS.has(row.kind)) checkEvidenceRow(ctx, row, ['evidence', i]);
  });
  checkReportDuplicates(ctx, infos);
  return ctx.errors;
}
