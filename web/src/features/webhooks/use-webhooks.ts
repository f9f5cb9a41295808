import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MessageReply } from '@review/contract/errors';
import type { CreatedWebhookReply, CreateWebhookBody, UpdateWebhookBody, WebhookDeliveryListReply, WebhookDeliveryReplySchema, WebhookListReply, WebhookReplySchema } from '@review/contract/webhooks';
import { api } from '../../lib/api-client.ts';

export const webhooksKey = (projectId: number) => ['projects', projectId, 'webhooks'] as const;
const deliveriesKey = (webhookId: number) => ['webhooks', webhookId, 'deliveries'] as const;

/** While a delivery log is open it is read again this often, so a pending delivery turns delivered or failed on screen. */
const DELIVERY_LOG_REFRESH_MS = 3_000;

/** `GET /projects/{id}/webhooks`: the project's hooks (managers only). */
export function useWebhooks(projectId: number) {
  return useQuery({
    queryKey: webhooksKey(projectId),
    queryFn: ({ signal }) => api.get<WebhookListReply>(`/projects/${projectId}/webhooks`, signal),
    select: (reply) => reply.data,
  });
}

function useRefreshWebhooks(projectId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: webhooksKey(projectId) });
}

/** `POST /projects/{id}/webhooks`: the reply is the only time the signing secret is shown. */
export function useCreateWebhook(projectId: number) {
  const refresh = useRefreshWebhooks(projectId);
  return useMutation({
    mutationFn: (body: CreateWebhookBody) => api.post<CreatedWebhookReply>(`/projects/${projectId}/webhooks`, body),
    onSettled: refresh,
  });
}

/** `PUT /webhooks/{id}`: what is left out stays. */
export function useUpdateWebhook(projectId: number) {
  const refresh = useRefreshWebhooks(projectId);
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateWebhookBody & { id: number }) => api.put<z.infer<typeof WebhookReplySchema>>(`/webhooks/${id}`, body),
    onSettled: refresh,
  });
}

/** `DELETE /webhooks/{id}`. */
export function useDeleteWebhook(projectId: number) {
  const refresh = useRefreshWebhooks(projectId);
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageReply>(`/webhooks/${id}`),
    onSettled: refresh,
  });
}

/** `GET /webhooks/{id}/deliveries`: the last 100, newest first, read again every few seconds while shown. */
export function useWebhookDeliveries(webhookId: number) {
  return useQuery({
    queryKey: deliveriesKey(webhookId),
    queryFn: ({ signal }) => api.get<WebhookDeliveryListReply>(`/webhooks/${webhookId}/deliveries`, signal),
    select: (reply) => reply.data,
    refetchInterval: DELIVERY_LOG_REFRESH_MS,
  });
}

/** `POST /webhook-deliveries/{id}/redeliver`: the same event again, as a new delivery at the top of the log. */
export function useRedeliver(webhookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) => api.post<z.infer<typeof WebhookDeliveryReplySchema>>(`/webhook-deliveries/${deliveryId}/redeliver`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(webhookId) }),
  });
}
