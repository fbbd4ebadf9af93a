/**
 * One row of a real case changed, for `npm run bench:explain`'s second table (issue 33:
 * "on contradictions made by changing one row of a real case, the changed row is always
 * among those returned"). Each report's payload is changed one way per field — a count one
 * up (or down at its top), a yes/no turned over, a learned character swapped for the next one
 * of its type, a pair's second player swapped for the next seat — and each claim taken as an
 * assumption is changed to the next character; deterministic, so every run tries the same.
 */
import { PAYLOAD_SPEC_OF, isReportRole } from '../src/model/report-rules.ts';
import { countMax } from '../src/rules/payload-spec.ts';
import { ROLES } from '../src/rules/roles.ts';

/** A changed copy of a game: which row changed (its JSON path), how, and the game. */
export interface Mutant {
  path: string;
  what: string;
  input: unknown;
}

type Row = Record<string, unknown>;

/** The character after `id` among those of the same type (wrapping round), or null. */
function nextOfType(id: unknown): string | null {
  const role = ROLES.find((r) => r.id === id);
  if (!role) return null;
  const same = ROLES.filter((r) => r.team === role.team);
  return same[(same.indexOf(role) + 1) % same.length]!.id;
}

/** Every one-row change of `input`'s reports and claims this bench tries. */
export function mutantsOf(input: { players: { id: string }[]; evidence: Row[]; reports: Row[] }): Mutant[] {
  const out: Mutant[] = [];
  const ids = input.players.map((p) => p.id);
  const changed = (path: string, what: string, list: 'evidence' | 'reports', i: number, row: Row) => {
    const copy = structuredClone(input);
    copy[list][i] = row;
    out.push({ path, what, input: copy });
  };
  input.reports.forEach((row, i) => {
    if (row.enabled === false || row.mode === 'claim' || typeof row.role !== 'string' || !isReportRole(row.role)) return;
    const path = `$.reports[${i}]`;
    for (const spec of PAYLOAD_SPEC_OF[row.role]) {
      if (spec.kind === 'count' && typeof row.value === 'number') {
        const max = countMax(spec, ids.length);
        changed(path, `${spec.counts} ${row.value} → ${row.value < max ? row.value + 1 : row.value - 1}`, 'reports', i,
          { ...row, value: row.value < max ? row.value + 1 : row.value - 1 });
      } else if (spec.kind === 'yesNo' && typeof row.value === 'boolean') {
        changed(path, `yes/no turned over`, 'reports', i, { ...row, value: !row.value });
      } else if (spec.kind === 'character' && typeof row.targetRole === 'string') {
        const next = nextOfType(row.targetRole);
        if (next && next !== row.targetRole) changed(path, `${row.targetRole} → ${next}`, 'reports', i, { ...row, targetRole: next });
      } else if (spec.kind === 'pair' && Array.isArray(row.targets) && row.targets.length === 2) {
        const [a, b] = row.targets as string[];
        const next = ids.find((id, k) => k > ids.indexOf(b!) && id !== a) ?? ids.find((id) => id !== a && id !== b);
        if (next) changed(path, `second of the pair ${b} → ${next}`, 'reports', i, { ...row, targets: [a, next] });
      }
    }
  });
  input.evidence.forEach((row, i) => {
    if (row.kind !== 'testimony' || row.mode !== 'assumption' || row.enabled === false) return;
    const index = ROLES.findIndex((r) => r.id === row.role);
    if (index < 0) return;
    const next = ROLES[(index + 1) % ROLES.length]!.id;
    changed(`$.evidence[${i}]`, `claim ${String(row.role)} → ${next}`, 'evidence', i, { ...row, role: next });
  });
  return out;
}
