import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

export const Menu = RadixMenu.Root;
export const MenuTrigger = RadixMenu.Trigger;

const ITEM = 'flex h-9 cursor-pointer items-center gap-2 rounded-md px-3 text-sm text-fg outline-none select-none data-[highlighted]:bg-subtle';

export function MenuContent({ children, label }: { children: ReactNode; label?: ReactNode }) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content align="end" sideOffset={6} className="z-50 min-w-52 rounded-lg border border-line bg-surface p-1 shadow-lg">
        {label && <RadixMenu.Label className="px-3 py-2 text-xs text-muted">{label}</RadixMenu.Label>}
        {children}
      </RadixMenu.Content>
    </RadixMenu.Portal>
  );
}

export function MenuItem({ className, ...props }: ComponentProps<typeof RadixMenu.Item>) {
  return <RadixMenu.Item className={clsx(ITEM, className)} {...props} />;
}

export function MenuSeparator() {
  return <RadixMenu.Separator className="my-1 h-px bg-line" />;
}
