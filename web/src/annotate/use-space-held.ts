import { useEffect, useState } from 'react';
import { isTypingTarget } from './is-typing-target.ts';

/**
 * Whether Space is held down (outside text fields): the viewer pans while it is, whatever the tool.
 * Off (`isEnabled` false), Space keeps its usual meaning, scrolling the page, where no tool can be picked.
 */
export function useSpaceHeld(isEnabled = true): boolean {
  const [isHeld, setIsHeld] = useState(false);
  useEffect(() => {
    if (!isEnabled) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || isTypingTarget(event.target)) return;
      // A focused button would be pressed by Space; here Space means the hand.
      if (event.target instanceof HTMLButtonElement) return;
      event.preventDefault();
      setIsHeld(true);
    };
    const release = (event?: KeyboardEvent) => {
      if (!event || event.code === 'Space') setIsHeld(false);
    };
    const handleBlur = () => release();
    window.addEventListener('keydown', handleKeyDown);
    window.addEventListener('keyup', release);
    window.addEventListener('blur', handleBlur);
    return () => {
      window.removeEventListener('keydown', handleKeyDown);
      window.removeEventListener('keyup', release);
      window.removeEventListener('blur', handleBlur);
    };
  }, [isEnabled]);
  return isEnabled && isHeld;
}
