import { Link } from 'react-router';
import { PLANS } from '@review/contract/plans';
import type { User } from '@review/contract/user';
import { Badge } from '../ui/badge.tsx';
import { LogoMark } from '../ui/icons.tsx';
import { NotificationBell } from '../features/notifications/notification-bell.tsx';
import { UpgradeButton } from '../features/plans/upgrade-button.tsx';
import { ThemeToggle } from '../features/theme/theme-toggle.tsx';
import { SearchBox } from './search-box.tsx';
import { UserMenu } from './user-menu.tsx';
import { useIntl } from 'react-intl';

export function TopBar({ user }: { user: User }) {
  const intl = useIntl();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-2 px-3 py-2 sm:px-4 md:flex-nowrap">
        <Link to="/" aria-label={intl.formatMessage({ id: 'shell.home' })} className="flex h-10 shrink-0 items-center gap-2 rounded-md pe-1">
          <LogoMark />
          <span className="hidden text-base font-semibold sm:inline">Review</span>
        </Link>
        {/* Plan names are product names, the same in every language (as Frame.io and Filestage keep theirs). */}
        <Badge tone="accent">
          <span translate="no">{PLANS[user.plan].title}</span>
        </Badge>
        <SearchBox className="order-last w-full md:order-none md:mx-4 md:max-w-md md:flex-1" />
        <div className="ms-auto flex items-center gap-1">
          <UpgradeButton size="sm" className="me-1" />
          <ThemeToggle />
          <NotificationBell />
          <UserMenu user={user} />
        </div>
      </div>
    </header>
  );
}
