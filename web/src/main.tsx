import './lib/zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { API_BASE } from './lib/api-client.ts';
import { createQueryClient } from './lib/query-client.ts';
import { AppToaster } from './layout/app-toaster.tsx';
import { forgetSession, readSignedIn } from './features/session/session-signal.ts';
import { createRouter } from './router.tsx';
import { I18nProvider, ensureEveryMessage, startLanguage } from './i18n/index.ts';
import './styles.css';

/** Any 401 means the session is gone (expired, revoked): forget it here and in every tab; the guard then shows /login. */
function handleUnauthorized() {
  if (!readSignedIn()) return;
  forgetSession();
  void fetch(`${API_BASE}/auth/logout`, { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
}

const queryClient = createQueryClient(handleUnauthorized);
const router = createRouter();

/**
 * Calls `then` once the first screen has its code and its data: the router settled and no query in
 * flight, at two checks in a row. The rest of the catalog is fetched then, not before, so it never
 * competes with what the first screen needs.
 */
function whenFirstScreenSettled(then: () => void) {
  let quietChecks = 0;
  const timer = setInterval(() => {
    const settled = router.state.initialized && router.state.navigation.state === 'idle' && queryClient.isFetching() === 0;
    quietChecks = settled ? quietChecks + 1 : 0;
    if (quietChecks < 2) return;
    clearInterval(timer);
    then();
  }, 250);
}

// The first screens' words before the first paint (no flash of ids); the rest of the catalog once the first screen has settled.
void startLanguage().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <AppToaster />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
  whenFirstScreenSettled(() => void ensureEveryMessage().catch(() => undefined));
});
