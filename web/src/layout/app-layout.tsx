import { Outlet } from 'react-router';
import { ApiError } from '../lib/api-error.ts';
import { Button } from '../ui/button.tsx';
import { RequireSession } from '../features/session/require-session.tsx';
import { useSession } from '../features/session/use-session.ts';
import { useLiveUpdates } from '../features/live/use-live-updates.ts';
import { TopBar } from './top-bar.tsx';
import { ScreenSkeleton } from '../ui/skeleton.tsx';
import { PAGE_SKIP_LINKS_ID } from './page-skip-links.tsx';
import { FormattedMessage, useIntl } from 'react-intl';

/** Every protected screen: signed in only, the top bar, then the page once the user is known. */
export function AppLayout() {
  return (
    <RequireSession>
      <SignedInShell />
    </RequireSession>
  );
}

function SignedInShell() {
  const { data: user, error, refetch } = useSession();
  const intl = useIntl();
  if (!user && error instanceof ApiError && error.status === 401) return null; // the guard is already on its way to /login
  if (!user && error) {
    return (
      <main className="mx-auto flex max-w-md flex-col items-start gap-4 p-8">
        <h1 className="text-xl font-semibold">
          <FormattedMessage id="shell.account.loadFailed" />
        </h1>
        <p className="text-danger">{intl.formatMessage({ id: 'shell.account.error' }, { message: error.message })}</p>
        <Button onClick={() => void refetch()}>
          <FormattedMessage id="shell.tryAgain" />
        </Button>
      </main>
    );
  }
  if (!user) {
    // The frame the page was served with (index.html), kept until the account is known.
    return (
      <div className="flex min-h-dvh flex-col">
        <div className="h-[57px] border-b border-line bg-surface" />
        <ScreenSkeleton className="mx-auto max-w-7xl p-4 sm:p-8" />
      </div>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only z-50 rounded-md bg-surface px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:start-2">
        <FormattedMessage id="shell.skipToContent" />
      </a>
      {/* A screen's own skip links (the review screen's design and comments), right after this one. */}
      <div id={PAGE_SKIP_LINKS_ID} />
      <LiveUpdates />
      <TopBar user={user} />
      <main id="main" className="flex min-w-0 flex-1 flex-col">
        <Outlet />
      </main>
    </div>
  );
}

/** Opens the live event stream for as long as a signed-in screen is shown. */
function LiveUpdates() {
  useLiveUpdates();
  return null;
}
