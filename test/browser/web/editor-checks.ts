/**
 * Checks every editor's component test makes: a player name that looks like HTML
 * must be shown as text, and the editor must pass axe at a phone's width (360 px)
 * without scrolling sideways.
 */
import { expect } from 'vitest';
import type { GameInput } from '../../../web/model/game.ts';
import { deepQuery, expectNoAxeViolations, mount } from './helpers.ts';

/** A player name that would run script if it were ever rendered as HTML. */
export const HTML_NAME = '<img src=x onerror=alert(1)>';

/** Mounts `tag` on a copy of `game` whose seat `seat` (0-based) is named {@link HTML_NAME}; asserts no element came of it. */
export async function mountWithHtmlName(tag: string, game: GameInput, seat: number): Promise<HTMLElement> {
  const named = structuredClone(game);
  named.players[seat]!.name = HTML_NAME;
  const el = await mount(tag, { game: named });
  expect(deepQuery(el, 'img')).toBeNull();
  return el;
}

/** Lays the element out 360 px wide, runs axe on it and asserts nothing overflows sideways. */
export async function expectPhoneReady(el: HTMLElement): Promise<void> {
  el.style.width = '360px';
  await expectNoAxeViolations(el);
  expect(el.scrollWidth).toBeLessThanOrEqual(360);
}
