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
import './styles.css';

/** Any 401 means the session is gone (expired, revoked): forget it here and in every tab; the guard then shows /login. */
function handleUnauthorized() {
  if (!readSignedIn()) return;
  forgetSession();
  void fetch(`${API_BASE}/auth/logout`, { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
}

const queryClient = createQueryClient(handleUnauthorized);
const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>
  </StrictMode>,
);
