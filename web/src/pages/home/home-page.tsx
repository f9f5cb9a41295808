import { useCallback, useRef, useState } from 'react';
import { formatDate } from '../../lib/format.ts';
import { IconButton } from '../../ui/icon-button.tsx';
import { SidebarIcon } from '../../ui/icons.tsx';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { useCurrentUser } from '../../features/session/use-session.ts';
import { HomeSidebar } from './home-sidebar.tsx';

/** The sidebar folds away at this width and below (spec section 9). */
const NARROW = '(max-width: 768px)';

/** Today in the viewer's zone, as a label ('Jul 01, 2024') and as a machine-readable date. */
function readToday() {
  const now = new Date();
  const iso = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
  return { iso, label: formatDate(now) };
}

export function HomePage() {
  const user = useCurrentUser();
  const isNarrow = useMediaQuery(NARROW);
  const [isOpenWide, setIsOpenWide] = useState(true);
  const [isOpenNarrow, setIsOpenNarrow] = useState(false);
  const isOpen = isNarrow ? isOpenNarrow : isOpenWide;
  const setIsOpen = isNarrow ? setIsOpenNarrow : setIsOpenWide;
  const close = useCallback(() => (isNarrow ? setIsOpenNarrow : setIsOpenWide)(false), [isNarrow]);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [today] = useState(readToday);

  return (
    <div className="flex flex-1">
      {isOpen && <HomeSidebar isOverlay={isNarrow} onClose={close} returnFocusTo={toggleRef} />}
      <div className="flex min-w-0 flex-1 flex-col gap-6 p-4 sm:p-6">
        <div className="flex items-start gap-3">
          <IconButton
            ref={toggleRef}
            label={isOpen ? 'Hide sidebar' : 'Show sidebar'}
            aria-expanded={isOpen}
            aria-controls="home-sidebar"
            onClick={() => setIsOpen(!isOpen)}
          >
            <SidebarIcon />
          </IconButton>
          <div className="flex flex-col gap-1">
            <h1 className="text-2xl font-semibold">Welcome back, {user.first_name}</h1>
            <p className="text-sm text-muted">
              <time dateTime={today.iso}>{today.label}</time>
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}
