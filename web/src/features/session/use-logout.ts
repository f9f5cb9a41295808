import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LogoutReply } from '@review/contract/auth';
import { api } from '../../lib/api-client.ts';
import { forgetSession } from './session-signal.ts';

/**
 * Ends the session on the server (which clears both cookies), then everywhere in the browser. After
 * a single sign-on the server also names the identity provider's sign-out page, which ends the
 * provider's session and comes back to /login: the browser goes there instead.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    let endSessionUrl: string | undefined;
    try {
      endSessionUrl = (await api.post<LogoutReply>('/auth/logout')).end_session_url;
    } catch (error) {
      console.error('Logout failed', error);
    }
    forgetSession();
    queryClient.clear();
    if (endSessionUrl) {
      window.location.assign(endSessionUrl);
      return;
    }
    await navigate('/login', { replace: true });
  }, [queryClient, navigate]);
}
