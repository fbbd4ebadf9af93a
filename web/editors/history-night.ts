/**
 * One night of the history: who died (unknown, or a complete list) and the private
 * actions the notes know of (Poisoner, Monk, Butler, Imp). Part of `<botc-history-editor>`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { playerLabel, type TemporalInput, type TemporalNightAction } from '../model/game.ts';
import { defineOnce } from '../ui/define.ts';
import { checkField, playerChoices, selectField, withCurrent, type Choice } from './history-fields.ts';
import { type NightPhase } from './history-ops.ts';
import { PhaseEditor } from './history-phase.ts';
import { conflictClass, conflictMark } from '../ui/conflict.ts';

type ActionKind = TemporalNightAction['kind'];
type ImpAction = Extract<TemporalNightAction, { kind: 'imp' }>;

/** The character taking each kind of action, and what its target means. */
const ACTOR: Record<ActionKind, { who: string; target: string }> = {
  poison: { who: 'Poisoner', target: 'Poisoned player' },
  monk: { who: 'Monk', target: 'Protected player' },
  butler: { who: 'Butler', target: 'Master' },
  imp: { who: 'Imp', target: 'Attacked player' },
};

/** Monk and Butler must choose someone else; the Poisoner and the Imp may choose themselves. */
const OTHERS_ONLY: ReadonlySet<ActionKind> = new Set(['monk', 'butler']);

/** Successor choices carry a prefix so that no player id can be mistaken for "unknown" or "nobody". */
const AS_PLAYER = 'player:';

interface Draft { kind: ActionKind | ''; player: string; target: string }
const NO_DRAFT: Draft = { kind: '', player: '', target: '' };

/**
 * `<botc-history-night>`: edits the night at `index` of a temporal `game`.
 * Properties: `game` (a `botc-temporal-v1` input), `index` (position in `game.phases`),
 * `readonly` (disables every control, hides add and remove). Events: `botc-game-edit`
 * with the whole next game after each change.
 */
export class HistoryNight extends PhaseEditor<'night', Draft> {
  constructor() {
    super('night', NO_DRAFT);
  }

  override render(): TemplateResult | typeof nothing {
    const night = this.phase;
    if (!this.game || !night) return nothing;
    return html`${this.renderDeaths(this.game, night)}${this.renderActions(this.game, night)}`;
  }

  private renderDeaths(game: TemporalInput, night: NightPhase): TemplateResult {
    const n = night.number;
    const known = night.deaths !== undefined;
    const died = new Set(night.deaths ?? []);
    const path = `$.phases[${this.index}].deaths`;
    return html`<fieldset data-path=${path} class=${conflictClass(this.conflicts, path)}>
      <legend>Deaths on night ${n}${conflictMark(this.conflicts, path)}</legend>
      <div class="row">
        <label class="check"><input type="radio" name="deaths" aria-label=${`Deaths on night ${n} unknown (not recorded)`}
          ?disabled=${this.readonly} .checked=${live(!known)}
          @change=${() => this.edit((x) => { delete x.deaths; })} />Unknown (not recorded)</label>
        <label class="check"><input type="radio" name="deaths" aria-label=${`Deaths on night ${n}: complete list`}
          ?disabled=${this.readonly} .checked=${live(known)}
          @change=${() => this.edit((x) => { x.deaths = []; })} />Complete list</label>
      </div>
      ${known ? html`
        <p class="note muted">Exactly the players ticked here died on night ${n}; nobody else did.</p>
        <div class="players">${game.players.map((p) => checkField(playerLabel(game, p.id),
          `${playerLabel(game, p.id)} died on night ${n}`, died.has(p.id),
          (on) => this.edit((x) => { x.deaths = on ? [...(x.deaths ?? []), p.id] : (x.deaths ?? []).filter((d) => d !== p.id); }),
          this.readonly))}</div>` : nothing}
    </fieldset>`;
  }

  private renderActions(game: TemporalInput, night: NightPhase): TemplateResult {
    const actions = night.actions ?? [];
    return html`<fieldset>
      <legend>Private actions on night ${night.number} (optional)</legend>
      <p class="note muted">Leave out what you do not know: the search then tries every legal choice.</p>
      ${actions.map((a, j) => this.renderAction(game, night.number, a, j))}
      ${this.readonly ? nothing : this.renderDraft(game, night.number)}
    </fieldset>`;
  }

  private renderAction(game: TemporalInput, n: number, action: TemporalNightAction, j: number): TemplateResult {
    const actor = ACTOR[action.kind];
    const name = `Night ${n}, ${actor.who} action ${j + 1}`;
    const change = (edit: (a: TemporalNightAction) => void) => this.edit((x) => {
      const a = x.actions?.[j];
      if (a) edit(a);
    });
    const others = OTHERS_ONLY.has(action.kind);
    const path = `$.phases[${this.index}].actions[${j}]`;
    return html`<div class="item ${action.enabled === false ? 'off' : ''} ${conflictClass(this.conflicts, path)}" data-path=${path}>
      <p class="item-title">${actor.who}${conflictMark(this.conflicts, path)}</p>
      <div class="row">
        ${selectField(actor.who, `${name}: player who is the ${actor.who}`,
          withCurrent(playerChoices(game, others ? [action.target] : []), action.player), action.player,
          (v) => change((a) => { a.player = v; }), this.readonly)}
        ${selectField(actor.target, `${name}: ${actor.target.toLowerCase()}`,
          withCurrent(playerChoices(game, others ? [action.player] : []), action.target), action.target,
          (v) => change((a) => {
            // "No redirect" is written as the attacked player itself, so it follows the target.
            if (a.kind === 'imp' && a.redirect === a.target) a.redirect = v;
            a.target = v;
          }), this.readonly)}
      </div>
      ${action.kind === 'imp' ? this.renderImp(game, name, action, change) : nothing}
      <div class="row">
        ${checkField('Use this row', `${name}: use this row`, action.enabled !== false,
          (on) => change((a) => { if (on) delete a.enabled; else a.enabled = false; }), this.readonly)}
        ${this.readonly ? nothing : html`<button type="button" aria-label=${`Remove ${name}`}
          @click=${() => this.edit((x) => {
            x.actions = (x.actions ?? []).filter((_, k) => k !== j);
            if (x.actions.length === 0) delete x.actions;
          })}>Remove</button>`}
      </div>
    </div>`;
  }

  private renderImp(
    game: TemporalInput, name: string, imp: ImpAction, change: (edit: (a: TemporalNightAction) => void) => void,
  ): TemplateResult {
    const imps = (edit: (a: ImpAction) => void) => change((a) => { if (a.kind === 'imp') edit(a); });
    const redirect: Choice[] = [
      { value: '', text: 'unknown (search both)' },
      { value: imp.target, text: 'none: the attack stayed on its target' },
      ...withCurrent(playerChoices(game, [imp.target]), imp.redirect ?? ''),
    ];
    const successor: Choice[] = [
      { value: '', text: 'unknown (search every choice)' },
      { value: 'nobody', text: 'nobody' },
      ...withCurrent(playerChoices(game, [imp.player]), imp.successor ?? '')
        .map((c) => ({ value: AS_PLAYER + c.value, text: c.text })),
    ];
    const successorNow = imp.successor === undefined ? '' : imp.successor === null ? 'nobody' : AS_PLAYER + imp.successor;
    const recluse: Choice[] = [
      { value: '', text: 'unknown' },
      { value: 'yes', text: 'yes: a Recluse' },
      { value: 'no', text: 'no: a Minion' },
    ];
    const recluseNow = imp.recluseDemon === undefined ? '' : imp.recluseDemon ? 'yes' : 'no';
    return html`<div class="row">
      ${selectField('Mayor redirect to', `${name}: Mayor redirect`, redirect, imp.redirect ?? '',
        (v) => imps((a) => { if (v === '') delete a.redirect; else a.redirect = v; }), this.readonly)}
      ${selectField('New Imp (star-pass successor)', `${name}: new Imp after a star-pass`, successor, successorNow,
        (v) => imps((a) => {
          if (v === '') delete a.successor;
          else a.successor = v === 'nobody' ? null : v.slice(AS_PLAYER.length);
        }), this.readonly)}
      ${selectField('New Imp is a Recluse', `${name}: the new Imp is a Recluse`, recluse, recluseNow,
        (v) => imps((a) => { if (v === '') delete a.recluseDemon; else a.recluseDemon = v === 'yes'; }), this.readonly)}
    </div>`;
  }

  private renderDraft(game: TemporalInput, n: number): TemplateResult {
    const d = this.draft;
    // The Monk and the Imp do not wake on the first night.
    const kinds = (Object.keys(ACTOR) as ActionKind[]).filter((k) => n > 1 || (k !== 'monk' && k !== 'imp'));
    const kindChoices: Choice[] = [{ value: '', text: 'choose…' }, ...kinds.map((k) => ({ value: k, text: ACTOR[k].who }))];
    const others = d.kind !== '' && OTHERS_ONLY.has(d.kind);
    const pick = (exclude: string): Choice[] => [{ value: '', text: 'choose…' }, ...playerChoices(game, others && exclude ? [exclude] : [])];
    const ready = d.kind !== '' && d.player !== '' && d.target !== '' && !(others && d.player === d.target);
    return html`<div class="row">
      ${selectField('New action by', `Night ${n}: character of the new action`, kindChoices, d.kind,
        (v) => { this.draft = { ...d, kind: v as ActionKind | '' }; }, false)}
      ${d.kind === '' ? nothing : html`
        ${selectField(ACTOR[d.kind].who, `Night ${n}, new ${ACTOR[d.kind].who} action: player`, pick(d.target), d.player,
          (v) => { this.draft = { ...d, player: v }; }, false)}
        ${selectField(ACTOR[d.kind].target, `Night ${n}, new ${ACTOR[d.kind].who} action: ${ACTOR[d.kind].target.toLowerCase()}`,
          pick(d.player), d.target, (v) => { this.draft = { ...d, target: v }; }, false)}`}
      <button type="button" aria-label=${`Add action to night ${n}`} ?disabled=${!ready}
        @click=${() => this.addDraft()}>Add action</button>
    </div>`;
  }

  private addDraft(): void {
    const { kind, player, target } = this.draft;
    if (kind === '') return;
    this.edit((x) => { x.actions = [...(x.actions ?? []), { kind, player, target }]; });
    this.draft = this.emptyDraft;
  }
}

defineOnce('botc-history-night', HistoryNight);
