/**
 * `<botc-search-panel>`: the search controls — Search now, Stop, "search after every
 * edit", "leave out unusual rulings" (the search option `unusual: 'exclude'`: no world
 * that needs a Storyteller choice officially recommended against is searched), live
 * progress (search nodes, candidates found, elapsed seconds) and the search limits of the
 * game (`limits.maxResults`, `maxNodes`, `maxMs`; an empty box means the library's
 * default, shown as the placeholder).
 *
 * Properties: `game`, `running`, `progress` ({nodes, candidates, elapsedMs} | null),
 * `auto` (boolean), `excludeUnusual` (boolean), `readonly`.
 * Events (bubbling, composed): `botc-search-run`, `botc-search-stop`,
 * `botc-auto-change` (detail `{auto}`), `botc-unusual-change` (detail `{exclude}`), and
 * `botc-game-edit` when a limit changes.
 */
import { LitElement, css, html } from 'lit';
import { progressText } from '../../src/text/progress.ts';
import type { Progress } from '../../src/search/options.ts';
import { LEGACY_DEFAULT_LIMITS, TEMPORAL_DEFAULT_LIMITS } from '../../src/model/limits.ts';
import { UNUSUAL_WORDS } from '../../src/text/unusual.ts';
import { cloneGame, isTemporal, type GameInput } from '../model/game.ts';
import { defineOnce } from '../ui/define.ts';
import { emitGameEdit } from '../ui/events.ts';
import { baseStyles } from '../ui/styles.ts';

type LimitKey = 'maxResults' | 'maxNodes' | 'maxMs';

const LIMITS: { key: LimitKey; label: string }[] = [
  { key: 'maxResults', label: 'Most worlds listed' },
  { key: 'maxNodes', label: 'Most search nodes' },
  { key: 'maxMs', label: 'Time limit (ms)' },
];

/** "listing …" → "Listing …". */
function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Search controls and live progress of one widget. */
export class SearchPanel extends LitElement {
  static override properties = {
    game: { attribute: false },
    running: { type: Boolean },
    progress: { attribute: false },
    auto: { type: Boolean },
    excludeUnusual: { type: Boolean },
    readonly: { type: Boolean },
  };
  static override styles = [baseStyles, css`
    .progress { font-variant-numeric: tabular-nums; }
    .limits { display: flex; flex-wrap: wrap; gap: 0.5em; }
    .limits label { display: flex; flex-direction: column; font-size: 0.9em; }
    .limits input { width: 9em; }
    .limits input:invalid { border: 2px solid var(--botc-demon, #b3261e); }
  `];

  declare game: GameInput | null;
  declare running: boolean;
  declare progress: Progress | null;
  declare auto: boolean;
  declare excludeUnusual: boolean;
  declare readonly: boolean;

  constructor() {
    super();
    this.game = null;
    this.running = false;
    this.progress = null;
    this.auto = true;
    this.excludeUnusual = false;
    this.readonly = false;
  }

  private send(name: string, detail: unknown = null): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  private setLimit(key: LimitKey, text: string): void {
    if (!this.game) return;
    const next = cloneGame(this.game);
    const limits: Partial<Record<LimitKey, number>> = { ...next.limits };
    const value = Number(text);
    if (text.trim() === '') delete limits[key];
    else if (Number.isInteger(value) && value > 0) limits[key] = value;
    else return; // the browser's own validation shows the box as invalid; nothing is lost
    if (Object.keys(limits).length === 0) delete next.limits;
    else next.limits = limits;
    emitGameEdit(this, next);
  }

  override render() {
    const defaults = this.game && !isTemporal(this.game) ? LEGACY_DEFAULT_LIMITS : TEMPORAL_DEFAULT_LIMITS;
    const p = this.progress;
    return html`
      <div class="row" part="search-controls">
        <button class="primary" @click=${() => this.send('botc-search-run')} ?disabled=${!this.game}>Search now</button>
        <button @click=${() => this.send('botc-search-stop')} ?disabled=${!this.running}>Stop</button>
        <label><input type="checkbox" .checked=${this.auto}
          @change=${(e: Event) => this.send('botc-auto-change', { auto: (e.target as HTMLInputElement).checked })}>
          Search after every edit</label>
        <label><input type="checkbox" .checked=${this.excludeUnusual} aria-describedby="unusual-help" data-unusual-switch
          @change=${(e: Event) => this.send('botc-unusual-change', { exclude: (e.target as HTMLInputElement).checked })}>
          Leave out unusual rulings</label>
      </div>
      <p class="progress muted" aria-live="off">${this.running && p ? capitalized(progressText(p)) : this.running ? 'Searching…' : ''}</p>
      <details>
        <summary>Search limits</summary>
        <div class="limits">
          ${LIMITS.map(({ key, label }) => html`<label>${label}
            <input type="number" min="1" step="1" inputmode="numeric" placeholder=${String(defaults[key])}
              .value=${String(this.game?.limits?.[key] ?? '')} ?disabled=${this.readonly || !this.game}
              @change=${(e: Event) => this.setLimit(key, (e.target as HTMLInputElement).value)}></label>`)}
        </div>
        <p class="muted">Whole numbers of 1 or more; an empty box uses the default shown. A search
          that reaches a limit stops and says so; what it found is then a partial list.</p>
      </details>
      <details>
        <summary>Unusual rulings</summary>
        <p class="muted" id="unusual-help">Storyteller choices that are legal but officially recommended against, which
          published puzzles treat as never made: ${Object.values(UNUSUAL_WORDS).join('; ')}. They are searched and
          shown apart from the ordinary answer, unless "Leave out unusual rulings" is ticked.</p>
      </details>
    `;
  }
}

defineOnce('botc-search-panel', SearchPanel);
