import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

export interface DropdownMenuProps {
  /** The button that opens the menu (rendered as the trigger itself). */
  trigger: ReactNode;
  children: ReactNode;
  align?: 'start' | 'end';
}

/** A menu of actions under a button: arrow keys move, Enter picks, Escape closes and returns the focus. */
export function DropdownMenu({ trigger, children, align = 'end' }: DropdownMenuProps) {
  return (
    <RadixMenu.Root modal={false}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content
          align={align}
          sideOffset={4}
          collisionPadding={8}
          className="z-50 min-w-40 rounded-lg border border-line bg-surface p-1 text-fg shadow-lg"
        >
          {children}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

export interface MenuItemProps extends ComponentProps<typeof RadixMenu.Item> {
  tone?: 'default' | 'danger';
}

export function MenuItem({ tone = 'default', className, ...props }: MenuItemProps) {
  return (
    <RadixMenu.Item
      className={clsx(
        'flex h-9 cursor-default items-center gap-2 rounded-md px-3 text-sm outline-none select-none',
        'data-[highlighted]:bg-subtle data-[disabled]:opacity-50',
        tone === 'danger' ? 'text-danger' : 'text-fg',
        className,
      )}
      {...props}
    />
  );
}
