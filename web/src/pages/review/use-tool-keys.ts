import { useEffect, type Dispatch, type SetStateAction } from 'react';
import type { Shape } from '@review/contract/geometry';
import { isTypingTarget } from '../../annotate/is-typing-target.ts';
import { toolForKey } from '../../annotate/tools/tools.ts';

/** The tools' keys (P, R, A) pick a tool or put it down again, as on the members' review screen. */
export function useToolKeys(isEnabled: boolean, setTool: Dispatch<SetStateAction<Shape | null>>) {
  useEffect(() => {
    if (!isEnabled) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      const tool = toolForKey(event.key);
      if (!tool) return;
      event.preventDefault();
      setTool((current) => (current === tool.name ? null : tool.name));
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [isEnabled, setTool]);
}
