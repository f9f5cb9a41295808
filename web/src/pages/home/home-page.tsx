import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../../ui/icon-button.tsx';
import { SidebarIcon } from '../../ui/icons.tsx';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { DashboardGreeting } from './dashboard-greeting.tsx';
import { DashboardProjects } from './dashboard-projects.tsx';
import { HomeSidebar } from './home-sidebar.tsx';
import { WaitingForReview } from './waiting-for-review.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The sidebar folds away at this width and below (spec section 9). */
const NARROW = '(max-width: 768px)';

export function HomePage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'projects.dashboard.title' }));
  const isNarrow = useMediaQuery(NARROW);
  const [isOpenWide, setIsOpenWide] = useState(true);
  const [isOpenNarrow, setIsOpenNarrow] = useState(false);
  const isOpen = isNarrow ? isOpenNarrow : isOpenWide;
  const setIsOpen = isNarrow ? setIsOpenNarrow : setIsOpenWide;
  const close = useCallback(() => (isNarrow ? setIsOpenNarrow : setIsOpenWide)(false), [isNarrow]);
  const toggleRef = useRef<HTMLButtonElement>(null);

  return (
    <div className="flex flex-1">
      {isOpen && <HomeSidebar isOverlay={isNarrow} onClose={close} returnFocusTo={toggleRef} />}
      <div className="flex min-w-0 flex-1 flex-col gap-6 p-4 sm:p-6">
        <div className="flex items-start gap-3">
          <IconButton
            ref={toggleRef}
            label={intl.formatMessage({ id: isOpen ? 'projects.dashboard.hideSidebar' : 'projects.dashboard.showSidebar' })}
            aria-expanded={isOpen}
            aria-controls="home-sidebar"
            onClick={() => setIsOpen(!isOpen)}
          >
            {/* The sidebar is at the start: right to left, its icon shows it on the right. */}
            <span className="inline-flex rtl:-scale-x-100">
              <SidebarIcon />
            </span>
          </IconButton>
          <DashboardGreeting />
        </div>
        <WaitingForReview />
        <DashboardProjects />
      </div>
    </div>
  );
}
