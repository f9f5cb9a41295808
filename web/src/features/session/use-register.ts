import { useMutation } from '@tanstack/react-query';
import type { RegisterBody, RegisterReply } from '@review/contract/auth';
import { apiRequest } from '../../lib/api-client.ts';
import { signUpLanguages } from './account-locale.ts';

/** `POST /auth/register`, in the language the sign-up page is shown in. */
export function useRegister() {
  return useMutation({
    mutationFn: registerAccount,
  });
}

/** `POST /auth/register` with the page's language first in `Accept-Language` (the invitation's one-step join uses it too). */
export function registerAccount(body: RegisterBody): Promise<RegisterReply> {
  return apiRequest<RegisterReply>('/auth/register', { method: 'POST', body, headers: { 'Accept-Language': signUpLanguages() } });
}
