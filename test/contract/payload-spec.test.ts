/**
 * The generic payload check (`src/model/semantic-payload.ts`) driven by made-up payload
 * specs, one field kind at a time: what each kind accepts, the code, path and message
 * of what it refuses, and the "none in play" answer. The real characters' payloads are
 * pinned through the input front door in `temporal-reports.test.ts`; here no character
 * of the table is involved, so a new row's spec is checked the same way.
 */
import { describe, expect, it } from 'vitest';
import type { InputError } from '../../src/contract/result.ts';
import type { JsonObject } from '../../src/model/json-view.ts';
import { PAYLOAD_FIELDS, PAYLOAD_SPEC_OF, REPORT_ROLES } from '../../src/model/report-rules.ts';
import type { Ctx } from '../../src/model/semantic-context.ts';
import { checkPayload, checkPayloadFields } from '../../src/model/semantic-payload.ts';
import { payload as P, payloadFields, type PayloadSpec } from '../../src/rules/payload-spec.ts';

/** Every field kind but yes/no (which shares `value` with the count). */
const ORACLE: PayloadSpec = [P.pair(), P.player(), P.character({ noInfo: true }), P.count('players', 'omens'), P.grimoire()];
const JUDGE: PayloadSpec = [P.yesNo('they are guilty')];
const AUGUR: PayloadSpec = [P.characterOf('Minion')];
/** A pair and a Townsfolk, or `value: 0`: no Townsfolk in play. */
const SEER: PayloadSpec = [P.pair(), P.characterOf('Townsfolk', { noneInPlay: true })];

const AT = ['reports', 0] as const;

/** The errors of one payload `row` of the made-up character `who` with payload `spec`, in a seven-seat game. */
function errors(spec: PayloadSpec, who: string, row: JsonObject, legacy = false): InputError[] {
  const ctx: Ctx = {
    errors: [], n: 7, nights: [1, 2], nightsCertain: true, legacy,
    seats: new Map(Array.from({ length: 7 }, (_, i) => [`p${i + 1}`, i])),
  };
  checkPayloadFields(ctx, row, AT, spec, who);
  checkPayload(ctx, row, AT, spec, who);
  return ctx.errors;
}

const brief = (es: InputError[]) => es.map((e) => `${e.code} ${e.path}`);

const ORACLE_OK = { targets: ['p1', 'p2'], target: 'p3', targetRole: 'imp', value: 7, grimoire: { p4: { role: 'chef', master: null } } };

describe('fields of a spec', () => {
  it('a payload with every field right has no error', () => {
    expect(errors(ORACLE, 'Oracle', ORACLE_OK)).toEqual([]);
    expect(errors(JUDGE, 'Judge', { value: false })).toEqual([]);
    expect(errors(AUGUR, 'Augur', { targetRole: 'baron' })).toEqual([]);
  });

  it('each missing field is invalid_type, named for the character', () => {
    const es = errors(ORACLE, 'Oracle', {});
    expect(brief(es)).toEqual(['targets', 'target', 'targetRole', 'value', 'grimoire'].map((f) => `invalid_type $.reports[0].${f}`));
    expect(es[0]!.message).toBe('$.reports[0].targets is required for an Oracle report but missing');
  });

  it('a field outside the spec is wrong_payload, listing the spec\'s fields', () => {
    const es = errors(AUGUR, 'Augur', { targetRole: 'spy', target: 'p1', value: 2 });
    expect(brief(es)).toEqual(['wrong_payload $.reports[0].value', 'wrong_payload $.reports[0].target']);
    expect(es[1]!.message).toBe('$.reports[0].target does not belong to an Augur report, which carries only targetRole');
  });

  it('a legacy row is only checked for the fields a legacy row has', () => {
    expect(brief(errors(AUGUR, 'Augur', { targetRole: 'spy', target: 'p1', value: 2 }, true))).toEqual(['wrong_payload $.reports[0].value']);
  });
});

describe('field kinds', () => {
  it('pair: two distinct seated players (bad_pair)', () => {
    expect(brief(errors(ORACLE, 'Oracle', { ...ORACLE_OK, targets: ['p1'] }))).toEqual(['bad_pair $.reports[0].targets']);
    expect(brief(errors(ORACLE, 'Oracle', { ...ORACLE_OK, targets: ['p1', 'zed'] }))).toEqual(['bad_pair $.reports[0].targets[1]']);
    expect(brief(errors(ORACLE, 'Oracle', { ...ORACLE_OK, targets: ['p1', 'p1'] }))).toEqual(['bad_pair $.reports[0].targets[1]']);
  });

  it('player: a seated player (unknown_player)', () => {
    expect(brief(errors(ORACLE, 'Oracle', { ...ORACLE_OK, target: 'zed' }))).toEqual(['unknown_player $.reports[0].target']);
  });

  it('character: a known id; null only where the spec allows "no information"', () => {
    expect(errors(ORACLE, 'Oracle', { ...ORACLE_OK, targetRole: null })).toEqual([]);
    expect(brief(errors(ORACLE, 'Oracle', { ...ORACLE_OK, targetRole: 'jester' }))).toEqual(['unknown_role $.reports[0].targetRole']);
    const [e] = errors(AUGUR, 'Augur', { targetRole: null });
    expect(e).toMatchObject({ code: 'invalid_type', path: '$.reports[0].targetRole' });
    // The message names the table's characters whose answer may be null.
    expect(e!.message).toBe('$.reports[0].targetRole must be a character id for an Augur report; null ("no information") is only for the Undertaker');
  });

  it('character of a type: any other type is wrong_role_type', () => {
    const [e] = errors(AUGUR, 'Augur', { targetRole: 'recluse' });
    expect(e).toMatchObject({ code: 'wrong_role_type', path: '$.reports[0].targetRole' });
    expect(e!.message).toBe('$.reports[0].targetRole is Recluse (an Outsider), but an Augur learns a Minion');
  });

  it('count: an integer from 0 to the bound, here the number of players', () => {
    expect(errors(ORACLE, 'Oracle', { ...ORACLE_OK, value: 0 })).toEqual([]);
    const [high] = errors(ORACLE, 'Oracle', { ...ORACLE_OK, value: 8 });
    expect(high).toMatchObject({ code: 'out_of_range', message: '$.reports[0].value is 8, but an Oracle learns a number from 0 to 7' });
    expect(brief(errors(ORACLE, 'Oracle', { ...ORACLE_OK, value: -1 }))).toEqual(['out_of_range $.reports[0].value']);
    const [yes] = errors(ORACLE, 'Oracle', { ...ORACLE_OK, value: true });
    expect(yes).toMatchObject({ code: 'invalid_type', message: '$.reports[0].value must be an integer count for an Oracle report; got true' });
  });

  it('yes/no: a number is invalid_type', () => {
    const [e] = errors(JUDGE, 'Judge', { value: 1 });
    expect(e).toMatchObject({ code: 'invalid_type', message: '$.reports[0].value must be true or false for a Judge report; got 1' });
  });

  it('grimoire: seated players, known characters and masters', () => {
    const grimoire = { zed: {}, p2: { role: 'jester', shown: 'chef', master: 'nobody' } };
    expect(brief(errors(ORACLE, 'Oracle', { ...ORACLE_OK, grimoire }))).toEqual([
      'unknown_player $.reports[0].grimoire.zed',
      'unknown_role $.reports[0].grimoire.p2.role',
      'unknown_player $.reports[0].grimoire.p2.master',
    ]);
  });
});

describe('the "none in play" answer', () => {
  it('is value 0 alone, or the full answer without value', () => {
    expect(errors(SEER, 'Seer', { value: 0 })).toEqual([]);
    expect(errors(SEER, 'Seer', { targets: ['p1', 'p2'], targetRole: 'chef' })).toEqual([]);
    expect(brief(errors(SEER, 'Seer', {}))).toEqual(['invalid_type $.reports[0].targets', 'invalid_type $.reports[0].targetRole']);
  });

  it('any other value is refused, with the type in the plural', () => {
    const [n] = errors(SEER, 'Seer', { value: 2 });
    expect(n).toMatchObject({
      code: 'out_of_range',
      message: '$.reports[0].value is 2; a Seer value can only be 0 ("no Townsfolk"), otherwise give targets and targetRole',
    });
    expect(brief(errors(SEER, 'Seer', { value: false }))).toEqual(['invalid_type $.reports[0].value']);
  });

  it('carries none of the other fields', () => {
    const es = errors(SEER, 'Seer', { value: 0, targets: ['p1', 'p2'], targetRole: 'chef' });
    expect(brief(es)).toEqual(['wrong_payload $.reports[0].targets', 'wrong_payload $.reports[0].targetRole']);
    expect(es[0]!.message).toBe(
      '$.reports[0].targets cannot be combined with value 0: a Seer learns either a pair with a Townsfolk or that there are no Townsfolk');
  });
});

describe('the role table\'s payload specs', () => {
  it.each(REPORT_ROLES)('%s: a non-empty payload naming each field once', (role) => {
    const fields = payloadFields(PAYLOAD_SPEC_OF[role]);
    expect(fields.length).toBeGreaterThan(0);
    expect(new Set(fields).size).toBe(fields.length);
    for (const f of fields) expect(PAYLOAD_FIELDS).toContain(f);
  });
});
