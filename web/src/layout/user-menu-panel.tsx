import type { RefObject } from 'react';
import { Link } from 'react-router';
import { PLANS } from '@review/contract/plans';
import type { User } from '@review/contract/user';
import { AnchoredPopover } from '../ui/anchored-popover.tsx';
import { useLogout } from '../features/session/use-logout.ts';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../i18n/index.ts';

const ITEM = 'flex h-9 w-full items-center rounded-md px-3 text-start text-sm text-fg hover:bg-subtle';

export interface UserMenuPanelProps {
  user: User;
  anchorRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/** The account dropdown: who is signed in, links to profile, the Administration (administrators only), support and about, and Logout. */
export function UserMenuPanel({ user, anchorRef, onClose }: UserMenuPanelProps) {
  const logout = useLogout();
  const intl = useIntl();
  const links: { to: string; label: MessageId }[] = [
    { to: '/profile', label: 'shell.menu.profile' },
    ...(user.is_admin ? [{ to: '/admin', label: 'shell.menu.admin' } as const] : []),
    { to: '/about#contact', label: 'shell.menu.support' },
    { to: '/About', label: 'shell.menu.about' },
  ];
  return (
    <AnchoredPopover anchorRef={anchorRef} label={intl.formatMessage({ id: 'shell.menu.account' })} onClose={onClose} className="w-60 p-1">
      <div className="border-b border-line px-3 py-2 text-xs text-muted">
        <p className="truncate text-sm font-medium text-fg">
          {user.first_name} {user.last_name}
        </p>
        <p className="truncate">{user.email}</p>
        <p>{intl.formatMessage({ id: 'shell.menu.plan' }, { plan: PLANS[user.plan].title })}</p>
      </div>
      <nav aria-label={intl.formatMessage({ id: 'shell.menu.account' })} className="border-b border-line py-1">
        {links.map((link) => (
          <Link key={link.to} to={link.to} onClick={onClose} className={ITEM}>
            {intl.formatMessage({ id: link.label })}
          </Link>
        ))}
      </nav>
      <div className="pt-1">
        <button type="button" className={ITEM} onClick={() => void logout()}>
          <FormattedMessage id="shell.menu.logout" />
        </button>
      </div>
    </AnchoredPopover>
  );
}
