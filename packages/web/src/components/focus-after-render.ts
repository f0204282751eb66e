/**
 * Moves the keyboard's focus to an element that the state just set draws on the next render (a button or a field
 * that comes back when the one pressed goes): without it, the focus falls to the page's top.
 */
export function focusAfterRender(element: () => HTMLElement | null | undefined): void {
  requestAnimationFrame(() => element()?.focus());
}
