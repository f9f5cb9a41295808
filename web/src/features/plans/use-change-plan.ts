import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanId } from '@review/contract/plans';
import type { ChangePlanBody, UpdateProfileReply } from '@review/contract/profile';
import { api } from '../../lib/api-client.ts';
import { sessionKey } from '../session/use-session.ts';

/** `PUT /profile/plan`: switches the account's plan at once (self-hosted, no payment step). */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanId) => api.put<UpdateProfileReply>('/profile/plan', { plan } satisfies ChangePlanBody),
    onSuccess: (reply) => queryClient.setQueryData(sessionKey, reply.data),
  });
}
