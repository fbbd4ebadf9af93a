/**
 * Registers a custom element once. The widget may be loaded twice on one page (two
 * script tags, or the library plus the demo), and a second `define` would throw.
 */
export function defineOnce(name: string, element: CustomElementConstructor): void {
  if (!customElements.get(name)) customElements.define(name, element);
}
