import * as RadixPopover from '@radix-ui/react-popover';
import clsx from 'clsx';
import type { ReactNode } from 'react';

export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;
export const PopoverClose = RadixPopover.Close;

/** Floating panel; closes on an outside click or Escape. */
export function PopoverContent({ children, className, label }: { children: ReactNode; className?: string; label: string }) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        aria-label={label}
        align="end"
        sideOffset={6}
        collisionPadding={8}
        className={clsx('z-50 rounded-lg border border-line bg-surface text-fg shadow-lg', className)}
      >
        {children}
      </RadixPopover.Content>
    </RadixPopover.Portal>
  );
}
