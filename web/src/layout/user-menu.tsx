import { Link } from 'react-router';
import { PLANS } from '@review/contract/plans';
import type { User } from '@review/contract/user';
import { fileUrl } from '../lib/format.ts';
import { Avatar } from '../ui/avatar.tsx';
import { ChevronDownIcon } from '../ui/icons.tsx';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '../ui/menu.tsx';
import { useLogout } from '../features/session/use-logout.ts';

export function UserMenu({ user }: { user: User }) {
  const logout = useLogout();
  const fullName = `${user.first_name} ${user.last_name}`;
  return (
    <Menu>
      <MenuTrigger className="flex h-10 items-center gap-2 rounded-md px-1 hover:bg-subtle md:px-2">
        <Avatar name={fullName} src={user.avatar ? fileUrl(user.avatar) : null} size="sm" />
        <span className="sr-only max-w-40 truncate text-sm font-medium md:not-sr-only">{fullName}</span>
        <span className="text-muted">
          <ChevronDownIcon />
        </span>
      </MenuTrigger>
      <MenuContent
        label={
          <>
            <span className="block truncate text-sm font-medium text-fg">{fullName}</span>
            <span className="block truncate">{user.email}</span>
            <span className="block">{PLANS[user.plan].title} plan</span>
          </>
        }
      >
        <MenuSeparator />
        <MenuItem asChild>
          <Link to="/profile">My Profile</Link>
        </MenuItem>
        <MenuItem asChild>
          <Link to="/about#contact">Contact Support</Link>
        </MenuItem>
        <MenuItem asChild>
          <Link to="/About">About</Link>
        </MenuItem>
        <MenuSeparator />
        <MenuItem onSelect={() => void logout()}>Logout</MenuItem>
      </MenuContent>
    </Menu>
  );
}
