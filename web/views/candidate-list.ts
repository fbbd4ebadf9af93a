/**
 * `<botc-candidate-list>`: the starting assignments a search returned, one per entry,
 * evil players first: the ordinary ones, then apart those that need an unusual ruling,
 * each labelled with its ruling in words. Each comes with one example history (its
 * witness); the Drunk's shown token, the red herring, poison and how the game ended are
 * from that example, not proven. Choosing an entry asks the host to show its example history.
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import type { LegacyCandidate, LegacyResult, TemporalCandidate, TemporalResult } from '../../src/contract/result.ts';
import { UNUSUAL_STANDING, needsUnusual, rulingsInWords } from '../../src/text/unusual.ts';
import { playerLabel, type GameInput } from '../model/game.ts';
import { defineOnce } from '../ui/define.ts';
import { roleName, roleTeam } from '../ui/roles.ts';
import { baseStyles } from '../ui/styles.ts';

/** Event a click on an entry dispatches (bubbles, composed); detail {@link SelectCandidateDetail}. */
export const SELECT_CANDIDATE = 'botc-select-candidate';

/** Event "Show more" dispatches when the result holds fewer candidates than the search found (bubbles, composed). */
export const MORE_CANDIDATES = 'botc-more-candidates';

/** Entries drawn at first and added per "Show more" (drawing many at once would keep the page busy). */
const SHOWN = 20;

/** Detail of {@link SELECT_CANDIDATE}: the candidate's `id`. */
export interface SelectCandidateDetail {
  id: string;
}

type Candidate = TemporalCandidate | LegacyCandidate;

/** The candidates in the list's order: the ordinary worlds, then those that need an unusual ruling. */
function listOrder<C extends Candidate>(candidates: readonly C[]): C[] {
  return [...candidates.filter((c) => !needsUnusual(c)), ...candidates.filter(needsUnusual)];
}

/**
 * What a reader calls `world` wherever it is shown: "World 3", its number in the list of
 * worlds, or "The example world" for a per-seat example the list does not hold (ids such as
 * "c3" or "w2" are for the API, not for reading). `inline` gives the form used mid-sentence.
 */
export function worldName(result: TemporalResult | LegacyResult | null, world: Candidate, inline = false): string {
  const at = listOrder<Candidate>(result?.candidates ?? []).findIndex((c) => c.id === world.id);
  if (at >= 0) return `World ${at + 1}`;
  return inline ? 'the example world' : 'The example world';
}


function isEvil(role: string): boolean {
  const team = roleTeam(role);
  return team === 'Minion' || team === 'Demon';
}

/**
 * List of candidates, a page at a time. Properties: `game` (the input searched, for names
 * and seat order), `result` (`TemporalResult` or `LegacyResult`, or null; it may hold fewer
 * candidates than `stats.candidates` says the search found) and `selected` (the id of the
 * candidate the host shows, or null). Events: `botc-select-candidate` with `{id}` when the
 * user chooses an entry (the element also marks it selected); `botc-more-candidates` when
 * the user asks for more than `result` holds (the host adds the next page to `result`).
 */
export class BotcCandidateList extends LitElement {
  static override properties = {
    game: { attribute: false },
    result: { attribute: false },
    selected: { attribute: false },
    shown: { state: true },
  };

  static override styles = [baseStyles, css`
    :host { display: block; }
    ol { list-style: none; padding: 0; margin: 0.3em 0; }
    li {
      border: 1px solid var(--botc-border, #c9c9d1); border-radius: var(--botc-radius, 6px);
      padding: 0.4em 0.6em; margin: 0.4em 0; overflow-wrap: anywhere;
    }
    li.selected { border-color: var(--botc-accent, #3552c8); box-shadow: inset 4px 0 0 var(--botc-accent, #3552c8); }
    li.unusual { border-left: 3px dashed var(--botc-muted, #5b5b66); font-style: normal; }
    .ruling { font-style: italic; }
    p { margin: 0.15em 0; }
    .evil { color: var(--botc-demon, #b3261e); font-weight: 600; }
    button[aria-pressed='true'] { background: var(--botc-accent, #3552c8); color: #fff; border-color: var(--botc-accent, #3552c8); }
  `];

  declare game: GameInput | null;
  declare result: TemporalResult | LegacyResult | null;
  declare selected: string | null;
  /** How many entries are drawn (grows by {@link SHOWN}). */
  declare shown: number;

  constructor() {
    super();
    this.game = null;
    this.result = null;
    this.selected = null;
    this.shown = SHOWN;
  }

  override render(): TemplateResult {
    const game = this.game;
    const candidates: readonly Candidate[] = this.result?.candidates ?? [];
    if (!game || !candidates.length) return html`<p class="muted">No starting assignments to show.</p>`;
    const left = (this.result?.stats.candidates ?? candidates.length) - Math.min(this.shown, candidates.length);
    // The ordinary answer first; those that need an unusual ruling after it, in a list of their own.
    const shown = listOrder(candidates).slice(0, this.shown);
    const shownOrdinary = shown.filter((c) => !needsUnusual(c));
    const shownUnusual = shown.filter(needsUnusual);
    return html`
      <p class="muted">
        Each world is a starting assignment, shown with one example history (a witness). The starting characters are what the
        search found; the Drunk's shown token, the red herring, poison and the end of the game belong to that one
        example, and other histories may fit the same assignment.
      </p>
      ${shownOrdinary.length ? html`<ol aria-label="Worlds">
        ${shownOrdinary.map((c, i) => this.renderCandidate(game, c, i))}
      </ol>` : nothing}
      ${shownUnusual.length ? html`
        <h3 id="unusual-title">Only with an unusual ruling</h3>
        <p>These worlds fit only if the Storyteller made a choice the rules allow but Storytellers are
          officially advised against; published puzzles treat such choices as never made.</p>
        <ol aria-labelledby="unusual-title" data-unusual>
          ${shownUnusual.map((c, i) => this.renderCandidate(game, c, shownOrdinary.length + i))}
        </ol>` : nothing}
      ${left > 0 ? html`<button type="button" @click=${this.more}>Show more (${left} not shown)</button>` : nothing}`;
  }

  private renderCandidate(game: GameInput, c: Candidate, i: number): TemplateResult {
    const name = (id: string) => playerLabel(game, id);
    const seats = game.players.map((p) => p.id).filter((id) => Object.hasOwn(c.assignments, id));
    const line = (ids: string[]) => ids.map((id) => `${name(id)} ${roleName(c.assignments[id]!)}`).join(', ');
    const evil = seats.filter((id) => isEvil(c.assignments[id]!));
    const good = seats.filter((id) => !isEvil(c.assignments[id]!));
    const drunk = seats.find((id) => c.assignments[id] === 'drunk');
    const drunkShown = 'shownRoles' in c ? (drunk ? c.shownRoles[drunk] : undefined) : c.drunkShownRole;
    const selected = this.selected === c.id;
    const unusual = needsUnusual(c);
    return html`
      <li class="${selected ? 'selected' : ''} ${unusual ? 'unusual' : ''}" data-id=${c.id}>
        <button type="button" aria-pressed=${selected ? 'true' : 'false'} @click=${() => this.choose(c.id)}>World ${i + 1}</button>
        ${unusual ? html`<p class="ruling"><strong>Needs an unusual ruling:</strong> ${rulingsInWords([c])} (${UNUSUAL_STANDING}).</p>` : nothing}
        <p><span class="evil">Evil:</span> ${line(evil)}</p>
        <p>Good: ${line(good)}</p>
        ${drunk && drunkShown ? html`<p>${name(drunk)} is the Drunk, shown the ${roleName(drunkShown)} token (example).</p>` : nothing}
        ${c.redHerring ? html`<p>Red herring (example): ${name(c.redHerring)}</p>` : nothing}
        ${'poisoned' in c && c.poisoned ? html`<p>Poisoned on night 1 (example): ${name(c.poisoned)}</p>` : nothing}
        ${'finalRoles' in c ? this.renderEnd(game, c, seats) : nothing}
      </li>`;
  }

  /** The end of the example history: changed characters, the dead, and the winner if the game is over. */
  private renderEnd(game: GameInput, c: TemporalCandidate, seats: string[]): TemplateResult {
    const name = (id: string) => playerLabel(game, id);
    const changed = seats.filter((id) => c.finalRoles[id] && c.finalRoles[id] !== c.assignments[id]);
    const dead = seats.filter((id) => c.alive[id] === false);
    return html`
      ${changed.length ? html`<p>At the end: ${changed.map((id) => `${name(id)} is now the ${roleName(c.finalRoles[id]!)}`).join(', ')}.</p>` : nothing}
      <p>Dead at the end: ${dead.length ? dead.map(name).join(', ') : 'nobody'}.</p>
      ${c.winner ? html`<p><strong>This history ends the game: ${c.winner} wins.</strong></p>` : nothing}`;
  }

  private more(): void {
    this.shown += SHOWN;
    if (this.shown > (this.result?.candidates.length ?? 0)) {
      this.dispatchEvent(new CustomEvent(MORE_CANDIDATES, { bubbles: true, composed: true }));
    }
  }

  private choose(id: string): void {
    this.selected = id;
    this.dispatchEvent(new CustomEvent<SelectCandidateDetail>(SELECT_CANDIDATE, { detail: { id }, bubbles: true, composed: true }));
  }
}

defineOnce('botc-candidate-list', BotcCandidateList);
