import { useQuery } from '@tanstack/react-query';
import type { NotificationListReply } from '@review/contract/notifications';
import { api } from '../../lib/api-client.ts';
import { useFallbackPoll } from '../live/live-status.ts';
import { notificationPreviewKey } from './notifications-keys.ts';

/** How many notifications the bell's dropdown shows (spec section 9). */
export const PREVIEW_COUNT = 4;
/** While the live stream is down the badge still catches up, at this pace. */
const PREVIEW_POLL_MS = 30_000;

/** `GET /notifications?limit=5`: the dropdown's first 4 (unread first), one more to know whether others exist, and the unread count. */
export function useNotificationPreview() {
  return useQuery({
    queryKey: notificationPreviewKey,
    queryFn: ({ signal }) => api.get<NotificationListReply>(`/notifications?limit=${PREVIEW_COUNT + 1}`, signal),
    refetchInterval: useFallbackPoll(PREVIEW_POLL_MS),
  });
}
