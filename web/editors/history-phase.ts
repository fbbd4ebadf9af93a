/**
 * What the night and day parts of the history editor have in common: the properties,
 * the form for a new row (kept locally until it is complete, so no half-filled row ever
 * reaches the game) and the way an edit of their phase becomes the whole next game.
 */
import { LitElement, css } from 'lit';
import { conflictStyles, revealIn } from '../ui/conflict.ts';
import type { TemporalInput, TemporalPhase } from '../model/game.ts';
import { emitGameEdit } from '../ui/events.ts';
import { baseStyles } from '../ui/styles.ts';
import { withPhase } from './history-ops.ts';
import { fieldStyles } from './history-styles.ts';

/**
 * Base of `<botc-history-night>` and `<botc-history-day>`.
 * Properties: `game` (a `botc-temporal-v1` input), `index` (the phase's position in
 * `game.phases`), `readonly`, `conflicts` (JSON paths of the rows of the conflict shown:
 * outlined and marked in words). Events: `botc-game-edit` with the whole next game.
 */
export abstract class PhaseEditor<K extends TemporalPhase['phase'], Draft> extends LitElement {
  static override properties = {
    game: { attribute: false },
    index: { type: Number },
    readonly: { type: Boolean, reflect: true },
    conflicts: { attribute: false },
    draft: { state: true },
  };

  static override styles = [baseStyles, fieldStyles, conflictStyles, css`:host { display: block; }`];

  declare game: TemporalInput | null;
  declare index: number;
  declare readonly: boolean;
  declare conflicts: readonly string[];
  /** The new row being filled in. */
  declare draft: Draft;

  constructor(private readonly kind: K, protected readonly emptyDraft: Draft) {
    super();
    this.game = null;
    this.index = 0;
    this.readonly = false;
    this.conflicts = [];
    this.draft = emptyDraft;
  }

  /** Brings the row at `path` into view, its first control focused; false when it is not drawn here. */
  async revealRow(path: string): Promise<boolean> {
    await this.updateComplete;
    return revealIn(this.renderRoot, path);
  }

  /** The phase this element edits, or null when `index` points at another kind of phase. */
  protected get phase(): Extract<TemporalPhase, { phase: K }> | null {
    const phase = this.game?.phases[this.index];
    return phase?.phase === this.kind ? phase as Extract<TemporalPhase, { phase: K }> : null;
  }

  /** Sends the next game, in which `change` edited (a copy of) this phase. */
  protected edit(change: (phase: Extract<TemporalPhase, { phase: K }>) => void): void {
    if (this.game) emitGameEdit(this, withPhase(this.game, this.index, this.kind, change));
  }
}
