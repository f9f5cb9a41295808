import * as RadixPopover from '@radix-ui/react-popover';
import clsx from 'clsx';
import { useRef, type ReactNode, type RefObject } from 'react';

export interface AnchoredPopoverProps {
  /** The button that toggles the popover; the panel sits under it. */
  anchorRef: RefObject<HTMLElement | null>;
  /** Names the panel for screen readers. */
  label: string;
  /** Called on Escape or a click outside (not on the anchor, which toggles by itself). */
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

/** A floating panel, open while mounted, under its button; closes on an outside click or Escape. */
export function AnchoredPopover({ anchorRef, label, onClose, children, className }: AnchoredPopoverProps) {
  const hasClickedOutside = useRef(false);
  return (
    <RadixPopover.Root open onOpenChange={(open) => open || onClose()}>
      <RadixPopover.Anchor virtualRef={anchorRef} />
      <RadixPopover.Portal>
        <RadixPopover.Content
          aria-label={label}
          align="end"
          sideOffset={6}
          collisionPadding={8}
          onInteractOutside={(event) => {
            if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
            else hasClickedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!hasClickedOutside.current) anchorRef.current?.focus();
          }}
          className={clsx('z-50 rounded-lg border border-line bg-surface text-fg shadow-lg', className)}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
