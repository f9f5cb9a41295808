import { useQuery } from '@tanstack/react-query';
import type { SsoSettingsReply, SsoStatusReply } from '@review/contract/sso';
import { api } from '../../lib/api-client.ts';

/** `GET /auth/sso`: whether the login page offers single sign-on, and the button's text. Rarely changes. */
export function useSsoSettings() {
  return useQuery({
    queryKey: ['sso', 'settings'] as const,
    queryFn: ({ signal }) => api.get<SsoSettingsReply>('/auth/sso', signal),
    staleTime: 5 * 60_000,
  });
}

/** `GET /admin/sso`: the settings and whether the provider answers now (asked again on each visit). */
export function useSsoStatus() {
  return useQuery({
    queryKey: ['admin', 'sso'] as const,
    queryFn: ({ signal }) => api.get<SsoStatusReply>('/admin/sso', signal),
  });
}
