import type { RefObject } from 'react';
import { Link } from 'react-router';
import { PLANS } from '@review/contract/plans';
import type { User } from '@review/contract/user';
import { AnchoredPopover } from '../ui/anchored-popover.tsx';
import { useLogout } from '../features/session/use-logout.ts';

const ITEM = 'flex h-9 w-full items-center rounded-md px-3 text-left text-sm text-fg hover:bg-subtle';

export interface UserMenuPanelProps {
  user: User;
  anchorRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/** The account dropdown: who is signed in, links to profile, the Administration (administrators only), support and about, and Logout. */
export function UserMenuPanel({ user, anchorRef, onClose }: UserMenuPanelProps) {
  const logout = useLogout();
  const links = [
    { to: '/profile', label: 'My Profile' },
    ...(user.is_admin ? [{ to: '/admin', label: 'Administration' }] : []),
    { to: '/about#contact', label: 'Contact Support' },
    { to: '/About', label: 'About' },
  ];
  return (
    <AnchoredPopover anchorRef={anchorRef} label="Account" onClose={onClose} className="w-60 p-1">
      <div className="border-b border-line px-3 py-2 text-xs text-muted">
        <p className="truncate text-sm font-medium text-fg">
          {user.first_name} {user.last_name}
        </p>
        <p className="truncate">{user.email}</p>
        <p>{PLANS[user.plan].title} plan</p>
      </div>
      <nav aria-label="Account" className="border-b border-line py-1">
        {links.map((link) => (
          <Link key={link.to} to={link.to} onClick={onClose} className={ITEM}>
            {link.label}
          </Link>
        ))}
      </nav>
      <div className="pt-1">
        <button type="button" className={ITEM} onClick={() => void logout()}>
          Logout
        </button>
      </div>
    </AnchoredPopover>
  );
}
