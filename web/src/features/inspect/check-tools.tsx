import type { ReactNode } from 'react';
import type { MessageId } from '../../i18n/index.ts';

/** The design checks of the viewer, as the toolbar and the keys name them. */
export type CheckToolName = 'eyedropper' | 'measure' | 'contrast';

export interface CheckTool {
  name: CheckToolName;
  /** The button's accessible name and tooltip. */
  label: MessageId;
  /** What the pointer does with it, for the tooltip and the panel. */
  hint: MessageId;
  /** The key that turns it on and off (lower case), free among the review screen's keys. */
  key: string;
  icon: ReactNode;
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** In toolbar order. D for dropper (I is the video's loop-in), U for rUler (M is mute), C for contrast. */
export const CHECK_TOOLS: readonly CheckTool[] = [
  {
    name: 'eyedropper',
    label: 'media.checks.eyedropper',
    hint: 'media.checks.eyedropper.hint',
    key: 'd',
    icon: <Icon><path d="m14.5 4.5 5 5M17 2.5a2.1 2.1 0 0 1 3 3l-2.5 2.5-3-3L17 2.5ZM15.5 7.5 6 17l-3 4 4-3 9.5-9.5" /></Icon>,
  },
  {
    name: 'measure',
    label: 'media.checks.measure',
    hint: 'media.checks.measure.hint',
    key: 'u',
    icon: <Icon><path d="m3 17 14-14 4 4L7 21l-4-4Z" /><path d="m7 13 2 2M10 10l2 2M13 7l2 2" /></Icon>,
  },
  {
    name: 'contrast',
    label: 'media.checks.contrast',
    hint: 'media.checks.contrast.hint',
    key: 'c',
    icon: <Icon><circle cx="12" cy="12" r="9" /><path d="M12 3v18a9 9 0 0 0 0-18Z" fill="currentColor" /></Icon>,
  },
];

export function checkToolFor(name: string): CheckTool | undefined {
  return CHECK_TOOLS.find((tool) => tool.name === name);
}
