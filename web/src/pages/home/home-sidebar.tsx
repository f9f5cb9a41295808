import clsx from 'clsx';
import { useEffect, useRef, type FocusEvent, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PLANS } from '@review/contract/plans';
import { NewProjectButton } from '../../features/projects/new-project-button.tsx';
import { UpgradeButton } from '../../features/plans/upgrade-button.tsx';
import { useCurrentUser } from '../../features/session/use-session.ts';
import { SidebarNav } from './sidebar-nav.tsx';

export interface HomeSidebarProps {
  /** On narrow windows the sidebar is a drawer over the page, with a backdrop. */
  isOverlay: boolean;
  /** Must keep its identity between renders. */
  onClose: () => void;
  /** The button that opened the drawer gets the focus back on Escape or a click on the backdrop. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

export function HomeSidebar({ isOverlay, onClose, returnFocusTo }: HomeSidebarProps) {
  const intl = useIntl();
  const user = useCurrentUser();
  const navRef = useRef<HTMLElement>(null);

  // As a drawer: take the focus when opened, close on Escape.
  useEffect(() => {
    if (!isOverlay) return;
    navRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || document.querySelector('[role="dialog"]')) return;
      onClose();
      returnFocusTo.current?.focus();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [isOverlay, onClose, returnFocusTo]);

  function handleBackdropClick() {
    onClose();
    returnFocusTo.current?.focus();
  }

  // As a drawer: close when the keyboard focus moves out of it (but not into a dialog it opened).
  function handleBlur(event: FocusEvent<HTMLElement>) {
    const next = event.relatedTarget;
    if (isOverlay && next instanceof Node && !event.currentTarget.contains(next) && !(next instanceof Element && next.closest('[role="dialog"]'))) onClose();
  }

  return (
    <>
      {isOverlay && <div aria-hidden="true" className="fixed inset-0 z-40 bg-black/40" onClick={handleBackdropClick} />}
      <nav
        ref={navRef}
        id="home-sidebar"
        aria-label={intl.formatMessage({ id: 'projects.dashboard.nav' })}
        onBlur={handleBlur}
        className={clsx(
          'flex w-64 shrink-0 flex-col gap-4 border-e border-line bg-surface p-4',
          isOverlay ? 'fixed top-0 bottom-0 start-0 z-50 overflow-y-auto shadow-xl' : 'sticky top-14 h-[calc(100dvh-3.5rem)]',
        )}
      >
        <NewProjectButton />
        <SidebarNav onNavigate={isOverlay ? onClose : undefined} />
        <div className="mt-auto flex flex-col gap-2 rounded-lg border border-line bg-page p-4">
          <p className="text-sm font-semibold">
            <FormattedMessage id="projects.dashboard.plan" values={{ plan: PLANS[user.plan].title }} />
          </p>
          <p className="text-xs text-muted">
            <FormattedMessage id="projects.dashboard.needMore" />
          </p>
          <UpgradeButton variant="secondary" size="sm" />
        </div>
      </nav>
    </>
  );
}
