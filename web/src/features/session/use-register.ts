import { useMutation } from '@tanstack/react-query';
import type { RegisterBody, RegisterReply } from '@review/contract/auth';
import { api } from '../../lib/api-client.ts';

/** `POST /auth/register`. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) => api.post<RegisterReply>('/auth/register', body),
  });
}
