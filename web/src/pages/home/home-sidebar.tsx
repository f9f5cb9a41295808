import clsx from 'clsx';
import { PLANS } from '@review/contract/plans';
import { NewProjectButton } from '../../features/projects/new-project-button.tsx';
import { UpgradeButton } from '../../features/plans/upgrade-button.tsx';
import { useCurrentUser } from '../../features/session/use-session.ts';
import { SidebarNav } from './sidebar-nav.tsx';

export interface HomeSidebarProps {
  /** On narrow windows the sidebar floats over the page with a backdrop. */
  isOverlay: boolean;
  onClose: () => void;
}

export function HomeSidebar({ isOverlay, onClose }: HomeSidebarProps) {
  const user = useCurrentUser();
  return (
    <>
      {isOverlay && <div aria-hidden="true" className="fixed inset-0 z-20 bg-black/40" onClick={onClose} />}
      <nav
        id="home-sidebar"
        aria-label="Projects"
        onKeyDown={(event) => isOverlay && event.key === 'Escape' && onClose()}
        className={clsx(
          'flex w-64 shrink-0 flex-col gap-4 border-r border-line bg-surface p-4',
          isOverlay ? 'fixed top-0 bottom-0 left-0 z-40 overflow-y-auto shadow-xl' : 'sticky top-14 h-[calc(100dvh-3.5rem)]',
        )}
      >
        <NewProjectButton />
        <SidebarNav onNavigate={isOverlay ? onClose : undefined} />
        <div className="mt-auto flex flex-col gap-2 rounded-lg border border-line bg-page p-4">
          <p className="text-sm font-semibold">{PLANS[user.plan].title} Plan</p>
          <p className="text-xs text-muted">Need more projects, members or storage?</p>
          <UpgradeButton variant="secondary" size="sm" />
        </div>
      </nav>
    </>
  );
}
