import * as RadixDialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import type { ReactNode, RefObject } from 'react';
import { CloseIcon } from './icons.tsx';
import { useIntl } from 'react-intl';

export interface DialogProps {
  title: string;
  description?: ReactNode;
  /** Shown above the title, e.g. an error line. */
  banner?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Called on Escape, the close button or a click on the overlay; the owner then unmounts the dialog. */
  onClose: () => void;
  /** Gets the focus back when the dialog goes away (the button that opened it). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** Gets the focus when the dialog opens; by default the first control (often the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
}

/** A modal, open while mounted: overlay, focus trapped inside, closes on Escape, a labelled close button. */
export function Dialog({ title, description, banner, children, className, onClose, returnFocusTo, initialFocus }: DialogProps) {
  const intl = useIntl();
  return (
    <RadixDialog.Root open onOpenChange={(open) => open || onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          // Set here rather than by autoFocus: a dialog opened over another one would see the focus
          // pulled back into the first, which keeps it inside itself until this one's trap takes over.
          onOpenAutoFocus={(event) => {
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo?.current?.focus();
          }}
          className={clsx(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
            'rounded-lg border border-line bg-surface p-6 text-fg shadow-xl',
            className ?? 'max-w-md',
          )}
        >
          {banner}
          <div className="mb-4 flex items-start justify-between gap-4">
            <div className="flex flex-col gap-1">
              <RadixDialog.Title className="text-xl font-semibold">{title}</RadixDialog.Title>
              {description && <RadixDialog.Description className="text-sm text-muted">{description}</RadixDialog.Description>}
            </div>
            <RadixDialog.Close aria-label={intl.formatMessage({ id: 'shell.dialog.close' })} className="-mt-1 -me-2 inline-flex size-9 shrink-0 items-center justify-center rounded-md text-muted hover:bg-subtle hover:text-fg">
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
