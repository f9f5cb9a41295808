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
import { I18nProvider, getLocale } from './i18n/index.ts';
import { applyToDocument } from './i18n/locale-store.ts';
import { loadMessages } from './i18n/load-messages.ts';
import { makeIntl } from './i18n/current-intl.ts';
import './styles.css';

/** Any 401 means the session is gone (expired, revoked): forget it here and in every tab; the guard then shows /login. */
function handleUnauthorized() {
  if (!readSignedIn()) return;
  forgetSession();
  void fetch(`${API_BASE}/auth/logout`, { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
}

const queryClient = createQueryClient(handleUnauthorized);
const router = createRouter();

const locale = getLocale();
applyToDocument(locale);
// The first catalog before the first paint: no flash of message ids. English if that one cannot be had.
void loadMessages(locale)
  .then((messages) => makeIntl(locale, messages))
  .catch(() => loadMessages('en').then((messages) => makeIntl('en', messages)))
  .then((intl) =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <I18nProvider initial={intl}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
            <AppToaster />
          </QueryClientProvider>
        </I18nProvider>
      </StrictMode>,
    ),
  );
