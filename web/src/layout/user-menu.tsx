import { Suspense } from 'react';
import type { User } from '@review/contract/user';
import { fileUrl } from '../lib/format.ts';
import { Avatar } from '../ui/avatar.tsx';
import { ChevronDownIcon } from '../ui/icons.tsx';
import { lazyComponent } from '../ui/lazy-component.ts';
import { useOverlayTrigger } from '../ui/use-overlay-trigger.ts';

const userMenuPanel = lazyComponent(() => import('./user-menu-panel.tsx').then((m) => m.UserMenuPanel));

/** The user chip (avatar and full name) that opens the account dropdown. */
export function UserMenu({ user }: { user: User }) {
  const { isOpen, close, triggerRef, triggerProps } = useOverlayTrigger(userMenuPanel.preload);
  const fullName = `${user.first_name} ${user.last_name}`;
  return (
    <>
      <button type="button" aria-haspopup="dialog" className="flex h-10 items-center gap-2 rounded-md px-1 hover:bg-subtle md:px-2" {...triggerProps}>
        <Avatar name={fullName} src={user.avatar ? fileUrl(user.avatar) : null} size="sm" />
        <span className="sr-only max-w-40 truncate text-sm font-medium md:not-sr-only">{fullName}</span>
        <span className="text-muted">
          <ChevronDownIcon />
        </span>
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <userMenuPanel.Component user={user} anchorRef={triggerRef} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
