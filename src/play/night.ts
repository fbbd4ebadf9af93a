/**
 * One night, step by step in the official order (rules reference §2): the first night's
 * sheet for night 1, the other nights' after. Each character's step is its `nightStep`
 * hook (src/rules/characters); this file runs the sheet and the steps that belong to no
 * character (dusk, dawn). Choices come from the world; every recorded action, report and
 * death list is checked on the way.
 */
import { CHARACTERS } from '../rules/characters/index.ts';
import { FIRST_NIGHT, OTHER_NIGHTS } from '../rules/night-order.ts';
import { checkGameEnd } from '../kernel/deaths.ts';
import type { Night, NightStepContext } from '../kernel/night-step.ts';
import { isFreeLie } from '../kernel/reports.ts';
import { livingSeatOf, type StateView } from '../kernel/state.ts';
import { R } from '../rules/roles.ts';
import type { StepIO } from '../kernel/step-io.ts';
import type { NightChoices } from '../kernel/world.ts';

/** Dawn: the recorded deaths, reports that had to wake tonight, the game's end. */
function dawn(io: StepIO, s: StateView, phase: Night): void {
  if (phase.deaths) {
    const died = new Set(s.diedTonight);
    const said = new Set(phase.deaths);
    if (died.size !== said.size || [...died].some((x) => !said.has(x))) {
      io.fail(`${phase.path}.deaths`, `the night's deaths were ${[...died].map(io.name).join(', ') || 'nobody'}`);
    }
  }
  io.game.reports.forEach((r, i) => {
    if (io.required.has(i) && !io.woke.has(i) && !isFreeLie(s, r)) io.fail(r.path, `that character does not wake on night ${phase.number}`);
  });
  checkGameEnd(s, io.emit);
}

/** Run one night on `s` in place with the night's choices `c` (`io.step` says which step is being played). */
export function stepNight(io: StepIO, s: StateView, phase: Night, c: NightChoices): void {
  if (s.winner) { io.fail(phase.path, `the game was already over (${s.winner} won)`); return; }
  const first = phase.number === 1;
  if (first && (c.monk !== -1 || c.imp !== -1 || c.redirect !== -1 || c.successor !== -1 || c.imp2 !== -1 || c.redirect2 !== -1 || c.successor2 !== -1)) {
    io.fail(phase.path, 'nobody but the Poisoner and the Butler chooses on night 1');
  }
  const ctx: NightStepContext = { io, s, phase, c };
  for (const step of first ? FIRST_NIGHT : OTHER_NIGHTS) {
    io.step = step;
    if (step === 'dawn') { dawn(io, s, phase); continue; }
    if (step === 'butler') io.butlerWoke = !s.winner && livingSeatOf(s, R.BUTLER) >= 0;
    if (s.winner) {
      // The game ended at a death tonight: nobody wakes any more.
      if (step === 'butler' && c.master !== -1) io.fail(phase.path, 'butler: nobody wakes after the game has ended');
      continue;
    }
    if (step === 'dusk') io.emit({ kind: 'dusk' });
    else if (step === 'minion_info' || step === 'demon_info') continue; // setup evidence, checked before the night
    else {
      const character = CHARACTERS[step];
      if ('nightStep' in character) character.nightStep(ctx);
    }
  }
}
