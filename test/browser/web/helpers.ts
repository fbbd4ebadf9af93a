/**
 * Helpers for the widget's component tests (Vitest browser mode, real Chromium):
 * mount an element with properties, wait for Lit to render, collect the edits it sends,
 * and run axe-core on it (shadow DOM included).
 */
import axe from 'axe-core';
import { expect } from 'vitest';
import { GAME_EDIT, type GameEditDetail } from '../../../web/ui/events.ts';
import type { GameInput } from '../../../web/model/game.ts';

type Updatable = HTMLElement & { updateComplete?: Promise<unknown> };

/** Creates `<tag>` with the given properties, attaches it to the document and waits for its first render. */
export async function mount<T extends HTMLElement>(tag: string, props: Record<string, unknown> = {}): Promise<T> {
  const el = document.createElement(tag) as T & Updatable;
  Object.assign(el, props);
  document.body.append(el);
  await settle(el);
  return el;
}

/**
 * Waits until the element (and any Lit children) finished rendering, including what a
 * resize observer changes in the next frame (the circle's phone layout): two frames first.
 */
export async function settle(el: HTMLElement): Promise<void> {
  for (let f = 0; f < 2; f++) await new Promise((r) => requestAnimationFrame(r));
  for (let i = 0; i < 5; i++) {
    await (el as Updatable).updateComplete;
    for (const child of el.shadowRoot?.querySelectorAll('*') ?? []) await (child as Updatable).updateComplete;
    await new Promise((r) => setTimeout(r, 0));
  }
}

/** Every game the element sends with `botc-game-edit` from now on, latest last. */
export function collectEdits(el: HTMLElement): GameInput[] {
  const edits: GameInput[] = [];
  el.addEventListener(GAME_EDIT, (e) => edits.push((e as CustomEvent<GameEditDetail>).detail.game));
  return edits;
}

/** `querySelector` inside `root` (an element's shadow root when it has one), through nested open shadow roots, depth first. */
export function deepQuery<T extends Element = HTMLElement>(root: ParentNode, selector: string): T | null {
  const own = (root as Element).shadowRoot;
  if (own) return deepQuery<T>(own, selector);
  const found = root.querySelector<T>(selector);
  if (found) return found;
  for (const el of root.querySelectorAll('*')) {
    const inner = el.shadowRoot ? deepQuery<T>(el.shadowRoot, selector) : null;
    if (inner) return inner;
  }
  return null;
}

/** `querySelectorAll` inside `root` (an element's shadow root when it has one) and nested open shadow roots. */
export function deepQueryAll<T extends Element = HTMLElement>(root: ParentNode, selector: string): T[] {
  const own = (root as Element).shadowRoot;
  if (own) return deepQueryAll<T>(own, selector);
  const out = [...root.querySelectorAll<T>(selector)];
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot) out.push(...deepQueryAll<T>(el.shadowRoot, selector));
  return out;
}

/** Sets a form control's value and fires the events a user's edit fires. */
export function setValue(control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string): void {
  control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  control.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

/** Runs axe-core on the element (WCAG 2.1 A/AA rules) and fails with the violations' ids and targets. */
export async function expectNoAxeViolations(el: HTMLElement): Promise<void> {
  const results = await axe.run(el, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
  const found = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  expect(found).toEqual([]);
}
