import { useCallback, useRef, useState } from 'react';

/**
 * Open state of an overlay (dialog, popover) shown by a button: the button's props, and `close`.
 * The overlay's code starts loading as soon as the pointer or keyboard focus reaches the button.
 */
export function useOverlayTrigger<E extends HTMLElement = HTMLButtonElement>(preload: () => void) {
  const triggerRef = useRef<E>(null);
  const [isOpen, setIsOpen] = useState(false);
  const close = useCallback(() => setIsOpen(false), []);
  const triggerProps = {
    ref: triggerRef,
    'aria-expanded': isOpen,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => setIsOpen((open) => !open),
  };
  return { isOpen, close, triggerRef, triggerProps };
}
