const controlOf = (target: EventTarget | null) => (target instanceof Element ? target.closest('button, a') : null);

/**
 * Listens on the window for a screen's single-key shortcuts. Space on a button or link reached with
 * the keyboard presses it, as everywhere; on one just clicked it is the screen's, as in any player
 * (click Next frame, then Space plays). A key another handler took is left alone. Returns the unlisten.
 */
export function listenForKeys(onKey: (event: KeyboardEvent) => void): () => void {
  // The control last pressed with the pointer, until the focus moves on (a Tab).
  let clicked: Element | null = null;
  const handlePointerDown = (event: PointerEvent) => {
    clicked = controlOf(event.target);
  };
  const handleFocusIn = (event: FocusEvent) => {
    if (controlOf(event.target) !== clicked) clicked = null;
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    const control = controlOf(event.target);
    const pressesControl = event.key === ' ' && control !== null && control !== clicked;
    if (event.defaultPrevented || pressesControl) return;
    onKey(event);
  };
  window.addEventListener('pointerdown', handlePointerDown, true);
  window.addEventListener('focusin', handleFocusIn);
  window.addEventListener('keydown', handleKeyDown);
  return () => {
    window.removeEventListener('pointerdown', handlePointerDown, true);
    window.removeEventListener('focusin', handleFocusIn);
    window.removeEventListener('keydown', handleKeyDown);
  };
}
