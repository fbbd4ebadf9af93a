/**
 * The public surface, pinned by a golden file: the exports of `src/index.ts` and the
 * keys of every result shape. Changing either is an API change: update
 * `test/api/api.golden.json` on purpose, never to get green.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import * as api from '../../src/index.ts';

const golden = JSON.parse(readFileSync(new URL('./api.golden.json', import.meta.url), 'utf8'));
const file = JSON.parse(readFileSync(new URL('../fixtures/cases/lsh-tb-01.json', import.meta.url), 'utf8'));
const keys = (o: object) => Object.keys(o).sort();

it('pins the exports and the result shapes', async () => {
  const temporal = await api.solveTemporal(file.input);
  const legacy = await api.solve({ players: file.input.players, evidence: [] });
  const invalid = await api.solveTemporal({});
  const replayed = api.replay(file.input, temporal.candidates[0]!.witness);
  expect({
    exports: keys(api),
    temporalResult: keys(temporal),
    temporalCandidate: keys(temporal.candidates[0]!),
    witness: keys(temporal.candidates[0]!.witness),
    witnessNight: keys(temporal.candidates[0]!.witness.nights[0]!),
    stats: keys(temporal.stats),
    coverage: keys(temporal.coverage!),
    possibilities: keys(temporal.possibilities!),
    seatPossibilities: keys(Object.values(temporal.possibilities!.seats)[0]!),
    evilTeams: keys(temporal.possibilities!.evilTeams),
    assignmentCount: keys(temporal.possibilities!.assignments),
    legacySeatPossibilities: keys(Object.values(legacy.possibilities!.seats)[0]!),
    legacyResult: keys(legacy),
    legacyCandidate: keys(legacy.candidates[0]!),
    crux: keys(legacy.topCruxes[0]!),
    error: keys(invalid.errors[0]!),
    replay: keys(replayed),
    replayPhase: keys(replayed.phases[0]!),
    role: keys(api.ROLES[0]!),
    limits: keys(api.LIMITS),
    tooLargeError: keys(api.validate({ players: 'x'.repeat(api.LIMITS.idChars + 1) }).errors[0]!),
    explanation: keys(await api.explain(file.input)),
    conflictRow: keys((await api.explain({ ...file.input, evidence: [...file.input.evidence, { kind: 'inPlay', mode: 'hard', role: 'imp', is: false }] })).rows[0]!),
  }).toEqual(golden);
});
