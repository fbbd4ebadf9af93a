/**
 * `<botc-witness-timeline>`: one candidate's example history, night by night and day by
 * day, rebuilt by replaying its witness: the hidden choices of each night (poison, the
 * Monk's protection, the Imp's attack, a Mayor redirect, a successor, the Butler's
 * master), who died, who holds the Imp afterwards, who is alive, the replay's own log,
 * and the night each report was placed on. The search proves only that the starting
 * assignment fits; every hidden choice shown here is one way it could have gone.
 */
import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { TemporalCandidate, Witness, WitnessNight } from '../../src/contract/result.ts';
import type { ReplayPhase, ReplayResult } from '../../src/model/replay-public.ts';
import { UNUSUAL_STANDING, needsUnusual, rulingsInWords } from '../../src/text/unusual.ts';
import { isTemporal, playerLabel, type GameInput } from '../model/game.ts';
import { defineOnce } from '../ui/define.ts';
import { roleName } from '../ui/roles.ts';
import { baseStyles } from '../ui/styles.ts';

/** Rebuilds a witness against its input (the worker's `replay`, or the library's in tests). */
export type Replayer = (input: GameInput, witness: Witness) => Promise<ReplayResult>;

/** What the element holds about the current replay. */
type Replayed =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; result: ReplayResult };

/** The hidden night choices worth a line each, in night order, with how to say them. */
const NIGHT_CHOICES: [Exclude<keyof WitnessNight, 'number'>, (who: string) => string][] = [
  ['poison', (who) => `The Poisoner poisoned ${who}.`],
  ['monk', (who) => `The Monk protected ${who}.`],
  ['imp', (who) => `The Imp attacked ${who}.`],
  ['redirect', (who) => `The Storyteller redirected the Mayor's death to ${who}.`],
  ['successor', (who) => `${who} became the Imp.`],
  ['master', (who) => `The Butler chose ${who} as master.`],
];

/** "Night 2" / "Day 2" from the replay's "N2" / "D2". */
function phaseTitle(label: string): string {
  const m = /^([ND])(\d+)$/.exec(label);
  return m ? `${m[1] === 'N' ? 'Night' : 'Day'} ${m[2]}` : label;
}

/**
 * Timeline of a candidate's example history. Properties: `game` (the input searched),
 * `candidate` (a `TemporalCandidate`, or null) and `replayer` (`(input, witness) =>
 * Promise<ReplayResult>`; the widget passes its worker's replay). Replays again whenever
 * one of them changes; a replay error or a failed check is shown, not thrown. Sends no events.
 */
export class BotcWitnessTimeline extends LitElement {
  static override properties = {
    game: { attribute: false },
    candidate: { attribute: false },
    replayer: { attribute: false },
    replayed: { state: true },
  };

  static override styles = [baseStyles, css`
    :host { display: block; }
    ol.phases { list-style: none; padding: 0; margin: 0; }
    ol.phases > li {
      border-left: 4px solid var(--botc-border, #c9c9d1); padding: 0.2em 0 0.4em 0.7em; margin: 0.5em 0;
      overflow-wrap: anywhere;
    }
    ol.phases > li.night { border-left-color: var(--botc-accent, #3552c8); }
    p { margin: 0.15em 0; }
    ul { margin: 0.2em 0; padding-left: 1.2em; }
    .log { font-size: 0.9em; }
    code { font-family: ui-monospace, monospace; font-size: 0.9em; }
  `];

  declare game: GameInput | null;
  declare candidate: TemporalCandidate | null;
  declare replayer: Replayer | null;
  declare replayed: Replayed;
  /** Bumped per replay request, so a slow older replay cannot overwrite a newer one. */
  private request = 0;

  constructor() {
    super();
    this.game = null;
    this.candidate = null;
    this.replayer = null;
    this.replayed = { kind: 'none' };
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('game') || changed.has('candidate') || changed.has('replayer')) this.startReplay();
  }

  private startReplay(): void {
    const { game, candidate, replayer } = this;
    const request = ++this.request;
    if (!game || !candidate || !replayer) {
      this.replayed = { kind: 'none' };
      return;
    }
    this.replayed = { kind: 'loading' };
    const settle = (next: Replayed) => { if (request === this.request) this.replayed = next; };
    replayer(game, candidate.witness).then(
      (result) => settle({ kind: 'done', result }),
      (error: unknown) => settle({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  }

  override render(): TemplateResult {
    const { game, candidate } = this;
    if (!game || !candidate) return html`<p class="muted">Choose an assignment to see one example history for it.</p>`;
    const r = this.replayed;
    return html`
      <h3>One example history</h3>
      <p>
        This is one history that fits the starting assignment; it is not proven fact. The hidden choices (poison,
        protection, attacks, the Storyteller's picks) could have gone other ways in other histories.
      </p>
      ${needsUnusual(candidate) ? html`<p class="unusual" data-unusual>No ordinary history fits this assignment: it needs an
        unusual ruling, ${rulingsInWords([candidate])} (${UNUSUAL_STANDING}).</p>` : nothing}
      ${r.kind === 'loading' ? html`<p role="status">Replaying the example…</p>` : nothing}
      ${r.kind === 'failed' ? html`<p class="error" role="alert">The replay failed: ${r.message}</p>` : nothing}
      ${r.kind === 'done' ? this.renderReplay(game, candidate, r.result) : nothing}`;
  }

  private renderReplay(game: GameInput, candidate: TemporalCandidate, r: ReplayResult): TemplateResult {
    if (r.errors.length) {
      return html`<div class="error" role="alert">
        <p>The replay could not run:</p>
        <ul>${r.errors.map((e) => html`<li><code>${e.path}</code> (<code>${e.code}</code>): ${e.message}</li>`)}</ul>
      </div>`;
    }
    const unplaced = Object.entries(candidate.reportNights).filter(([, night]) => night === null).map(([key]) => key);
    return html`
      ${r.ok ? nothing : html`<div class="error" role="alert">
        <p>This example breaks a rule of the input when replayed (please report it):</p>
        <ul>${r.failures.map((f) => html`<li><code>${f.path}</code>: ${f.message}</li>`)}</ul>
      </div>`}
      <ol class="phases">
        ${r.phases.map((p, i) => this.renderPhase(game, candidate, p, r.phases[i - 1] ?? null))}
      </ol>
      ${unplaced.length ? html`<p>Not a real wake in this example (an evil player may have made it up):
        ${unplaced.map((key) => this.reportLabel(game, key)).join('; ')}.</p>` : nothing}
      <p><strong>${r.winner ? `In this example the game is over: ${r.winner} wins.` : 'In this example the game is not over.'}</strong></p>`;
  }

  private renderPhase(game: GameInput, candidate: TemporalCandidate, p: ReplayPhase, before: ReplayPhase | null): TemplateResult {
    const name = (id: string) => playerLabel(game, id);
    const players = game.players.map((x) => x.id);
    const night = /^N(\d+)$/.exec(p.phase)?.[1];
    const choices = night === undefined ? undefined : candidate.witness.nights.find((n) => n.number === Number(night));
    const died = players.filter((id) => p.alive[id] === false && (before ? before.alive[id] !== false : true));
    const alive = players.filter((id) => p.alive[id] !== false);
    const reports = night === undefined ? [] : Object.entries(candidate.reportNights)
      .filter(([, n]) => n === Number(night)).map(([key]) => this.reportLabel(game, key));
    return html`
      <li class=${night === undefined ? 'day' : 'night'} data-phase=${p.phase}>
        <h4>${phaseTitle(p.phase)}</h4>
        ${choices ? NIGHT_CHOICES.filter(([field]) => choices[field]).map(([field, say]) => html`<p>${say(name(choices[field]!))}</p>`) : nothing}
        ${night === undefined && p.poisoned ? html`<p>Still poisoned: ${name(p.poisoned)}.</p>` : nothing}
        ${night === undefined ? Object.entries(p.masters).map(([butler, master]) => html`<p>Butler ${name(butler)}'s master: ${name(master)}.</p>`) : nothing}
        ${died.length ? html`<p>Died: ${died.map(name).join(', ')}.</p>` : nothing}
        <p>${this.demonLine(p, name)}</p>
        <p>Alive (${alive.length}): ${alive.map(name).join(', ')}.</p>
        ${reports.length ? html`<p>Reports placed on this night: ${reports.join('; ')}.</p>` : nothing}
        ${p.log.length ? html`<ul class="log" aria-label="${phaseTitle(p.phase)} log">${p.log.map((line) => html`<li>${line}</li>`)}</ul>` : nothing}
      </li>`;
  }

  /**
   * Who holds the Imp after the phase. A dead Imp keeps the character after a successor
   * takes over, so the living holder is the one that counts.
   */
  private demonLine(p: ReplayPhase, name: (id: string) => string): string {
    const living = Object.keys(p.roles).filter((id) => p.roles[id] === 'imp' && p.alive[id] !== false);
    if (living.length) return `The Imp is ${living.map(name).join(', ')}.`;
    return p.demon ? `The Imp (${name(p.demon)}) is dead.` : 'Nobody holds the Imp.';
  }

  /** "Alice's Empath report (row 3)" for a key of `reportNights` (an index into `reports`). */
  private reportLabel(game: GameInput, key: string): string {
    const report = isTemporal(game) ? game.reports[Number(key)] : undefined;
    return report ? `${playerLabel(game, report.player)}'s ${roleName(report.role)} report (row ${Number(key) + 1})` : `report ${key}`;
  }
}

defineOnce('botc-witness-timeline', BotcWitnessTimeline);
