import type { ReactNode } from 'react';

const TOGGLE = 'inline-flex size-8 items-center justify-center rounded-md text-muted transition-colors hover:bg-subtle hover:text-fg aria-pressed:bg-accent-soft aria-pressed:text-accent-text';

export interface ToolToggleProps {
  pressed: boolean;
  label: string;
  /** The key that picks it, named for assistive technology. */
  shortcut?: string;
  title: string;
  onClick: () => void;
  children: ReactNode;
}

/** One of the viewer's tool buttons (drawing tools, design checks): an icon that stays pressed while its tool is on. */
export function ToolToggle({ pressed, label, shortcut, title, onClick, children }: ToolToggleProps) {
  return (
    <button type="button" aria-pressed={pressed} aria-label={label} aria-keyshortcuts={shortcut} title={title} onClick={onClick} className={TOGGLE}>
      {children}
    </button>
  );
}
