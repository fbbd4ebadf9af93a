/**
 * `<botc-file-tools>`: keeping work outside the browser — import a JSON file, export the
 * game (its own format, or the `botc-history-v1` notebook for a history), copy a share
 * link (the game in the URL fragment), start a new game.
 *
 * Properties: `game`, `notebook`, `readonly`, `pageUrl` (the URL a share link points to).
 * Events (bubbling, composed): `botc-import-text` (detail `{text, name, bytes}`: the file's
 * text and size; a file over `LIMITS.inputBytes` is not read and its text is empty; the
 * shell checks it and changes nothing when it is refused), `botc-new-game` (after the
 * player confirmed it).
 */
import { LitElement, css, html } from 'lit';
import type { GameInput } from '../model/game.ts';
import { exportFileName, exportFormats, exportText, type ExportFormat } from '../keep/files.ts';
import type { Notebook } from '../keep/notebook.ts';
import { shareUrl } from '../keep/share.ts';
import { defineOnce } from '../ui/define.ts';
import { LIMITS } from '../../src/contract/sizes.ts';
import { baseStyles } from '../ui/styles.ts';

const FORMAT_LABEL: Record<ExportFormat, string> = {
  'botc-temporal-v1': 'History (botc-temporal-v1)',
  'botc-history-v1': 'Notebook with notes (botc-history-v1)',
  legacy: 'First night (legacy input)',
};

/** Import, export, share and new-game controls. */
export class FileTools extends LitElement {
  static override properties = {
    game: { attribute: false },
    notebook: { attribute: false },
    readonly: { type: Boolean },
    pageUrl: { attribute: false },
    _format: { state: true },
    _link: { state: true },
    _copied: { state: true },
    _confirmNew: { state: true },
  };
  static override styles = [baseStyles, css`
    .link { width: 100%; font-size: 0.85em; }
    input[type='file'] { max-width: 15em; }
  `];

  declare game: GameInput | null;
  declare notebook: Notebook;
  declare readonly: boolean;
  declare pageUrl: string;
  declare _format: ExportFormat | null;
  declare _link: string;
  declare _copied: boolean;
  declare _confirmNew: boolean;

  constructor() {
    super();
    this.game = null;
    this.notebook = { notes: '', firstNight: null, bookkeeping: null };
    this.readonly = false;
    this.pageUrl = typeof location === 'undefined' ? '' : location.href;
    this._format = null;
    this._link = '';
    this._copied = false;
    this._confirmNew = false;
  }

  private async onFile(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    const text = file.size > LIMITS.inputBytes ? '' : await file.text();
    input.value = ''; // the same file can be chosen again after fixing it
    this.dispatchEvent(new CustomEvent('botc-import-text', { detail: { text, name: file.name, bytes: file.size }, bubbles: true, composed: true }));
  }

  private download(): void {
    if (!this.game) return;
    const format = this.currentFormat();
    const blob = new Blob([exportText(this.game, this.notebook, format)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = exportFileName(format);
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  private currentFormat(): ExportFormat {
    const formats = this.game ? exportFormats(this.game) : [];
    return this._format && formats.includes(this._format) ? this._format : formats[0] ?? 'botc-temporal-v1';
  }

  private async share(): Promise<void> {
    if (!this.game) return;
    this._link = shareUrl(this.game, this.pageUrl);
    this._copied = false;
    try {
      await navigator.clipboard.writeText(this._link);
      this._copied = true;
    } catch {
      // no clipboard permission: the link is shown for copying by hand
    }
  }

  override render() {
    const formats = this.game ? exportFormats(this.game) : [];
    return html`
      <div class="row" part="file-tools">
        ${this.readonly ? '' : html`
          <label>Import a game (JSON, up to ${LIMITS.inputBytes / 1e6} MB)
            <input type="file" accept="application/json,.json" @change=${(e: Event) => void this.onFile(e)}></label>
          <button @click=${() => { this._confirmNew = true; }} ?disabled=${this._confirmNew}>New game</button>`}
      </div>
      ${this._confirmNew ? html`<div class="row" role="group" aria-label="Start a new game">
        <span>Start a new, empty game? The current one is replaced (export it first to keep a copy).</span>
        <button @click=${() => { this._confirmNew = false; this.dispatchEvent(new CustomEvent('botc-new-game', { bubbles: true, composed: true })); }}>Start a new game</button>
        <button @click=${() => { this._confirmNew = false; }}>Cancel</button>
      </div>` : ''}
      <div class="row">
        <label>Export as
          <select @change=${(e: Event) => { this._format = (e.target as HTMLSelectElement).value as ExportFormat; }}>
            ${formats.map((f) => html`<option value=${f} ?selected=${f === this.currentFormat()}>${FORMAT_LABEL[f]}</option>`)}
          </select></label>
        <button @click=${() => this.download()} ?disabled=${!this.game}>Export</button>
        <button @click=${() => void this.share()} ?disabled=${!this.game}>Share link</button>
      </div>
      ${this._link ? html`<div class="row">
        <label class="link">Share link${this._copied ? ' (copied)' : ''}
          <input class="link" readonly .value=${this._link} @focus=${(e: Event) => (e.target as HTMLInputElement).select()}></label>
      </div>` : ''}
    `;
  }
}

defineOnce('botc-file-tools', FileTools);
