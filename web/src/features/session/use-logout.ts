import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { forgetSession } from './session-signal.ts';

/** Ends the session on the server (which clears both cookies), then everywhere in the browser. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await api.post('/auth/logout');
    } catch (error) {
      console.error('Logout failed', error);
    }
    forgetSession();
    queryClient.clear();
    await navigate('/login', { replace: true });
  }, [queryClient, navigate]);
}
