// GENERATED from src/rules/roles.ts by `npm run gen:vocab` — do not edit by hand.
/**
 * Every character's rules, by role id: the engines reach a character's hooks through
 * this table, which hands itself to the kernel as it loads (src/kernel/hooks.ts: the
 * character files import the kernel, so the kernel cannot import them).
 * `assembly/characters/` holds the same files with the same hooks for the WASM search;
 * test/api/characters.test.ts compares the two.
 */
import { handInCharacters, type KernelHooks } from '../../kernel/hooks.ts';
import { ROLE_IDS, type RoleId } from '../roles.ts';
import * as baron from './baron.ts';
import * as butler from './butler.ts';
import * as chef from './chef.ts';
import * as drunk from './drunk.ts';
import * as empath from './empath.ts';
import * as fortune_teller from './fortune_teller.ts';
import * as imp from './imp.ts';
import * as investigator from './investigator.ts';
import * as librarian from './librarian.ts';
import * as mayor from './mayor.ts';
import * as monk from './monk.ts';
import * as poisoner from './poisoner.ts';
import * as ravenkeeper from './ravenkeeper.ts';
import * as recluse from './recluse.ts';
import * as saint from './saint.ts';
import * as scarlet_woman from './scarlet_woman.ts';
import * as slayer from './slayer.ts';
import * as soldier from './soldier.ts';
import * as spy from './spy.ts';
import * as undertaker from './undertaker.ts';
import * as virgin from './virgin.ts';
import * as washerwoman from './washerwoman.ts';

/** The character modules, keyed by role id (each exports only its hooks). */
export const CHARACTERS = {
  washerwoman,
  librarian,
  investigator,
  chef,
  empath,
  fortune_teller,
  undertaker,
  monk,
  ravenkeeper,
  virgin,
  slayer,
  soldier,
  mayor,
  butler,
  drunk,
  recluse,
  saint,
  poisoner,
  spy,
  scarlet_woman,
  baron,
  imp,
} as const satisfies Record<RoleId, object>;

/** The hooks a character file may export. */
export const HOOK_NAMES = [
  'setup', 'nightStep', 'info', 'registers', 'attacked', 'died', 'demonDeath', 'nominated', 'nominatedUnrecorded', 'shoots', 'votes', 'dayEnd',
] as const;

// A character file whose hook of one of these names has another signature fails to compile here.
const byCode: readonly (Partial<KernelHooks> & Record<string, unknown>)[] = ROLE_IDS.map((id) => CHARACTERS[id]);
handInCharacters(byCode);
