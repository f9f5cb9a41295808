import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { reviewEventsPath } from '@review/contract/sharing';
import { API_BASE } from '../../lib/api-client.ts';
import { openEventStream } from '../live/event-stream.ts';
import { publicReviewsKey } from './public-review-keys.ts';

/**
 * Keeps an open review link fresh from its own event stream (a guest has no account, so not the
 * members' one): the link's views are asked again when the server says something they show changed.
 * Each new connection refreshes what was loaded before it, which may have missed changes.
 */
export function usePublicReviewEvents(token: string, isEnabled: boolean, onLiveChange: (isLive: boolean) => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isEnabled) return;
    const refresh = (loadedBefore = Infinity) =>
      void queryClient.invalidateQueries({ queryKey: publicReviewsKey(token), predicate: (query) => query.state.dataUpdatedAt < loadedBefore });
    let hasConnected = false;
    const close = openEventStream(API_BASE + reviewEventsPath(token), {
      ready: (openedAt) => {
        onLiveChange(true);
        refresh(hasConnected ? Infinity : openedAt);
        hasConnected = true;
      },
      events: { review: () => refresh() },
      down: () => onLiveChange(false),
    });
    return () => {
      close();
      onLiveChange(false);
    };
  }, [queryClient, token, isEnabled, onLiveChange]);
}
