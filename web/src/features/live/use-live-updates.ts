import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LIVE_EVENTS_PATH } from '@review/contract/events';
import { API_BASE } from '../../lib/api-client.ts';
import { assetsKey } from '../assets/assets-keys.ts';
import { notificationsKey } from '../notifications/notifications-keys.ts';
import { projectsKey } from '../projects/projects-key.ts';
import { reviewsKey } from '../reviews/reviews-keys.ts';
import { sessionKey } from '../session/use-session.ts';
import { openEventStream } from './event-stream.ts';
import { setLive } from './live-status.ts';

/** Changes often come in bursts (an upload writes several rows): one refresh for the burst. */
const BURST_MS = 100;
/** While an optimistic change of ours is on its way, a refresh could briefly show the old state; wait for it. */
const MUTATION_WAIT_MS = 300;

type QueryKey = readonly unknown[];

/** Everything a screen shows that a project's change can make stale; only the queries on screen refetch. */
const PROJECT_SCOPED_KEYS: QueryKey[] = [projectsKey, assetsKey, reviewsKey, ['comments'], ['history'], ['project-files'], notificationsKey];
/** What a change of the user's own can make stale: their notifications, project lists (one made in another tab), reviews, and the account itself (its plan). */
const USER_SCOPED_KEYS: QueryKey[] = [notificationsKey, projectsKey, reviewsKey, sessionKey];
const ALL_KEYS = [...new Set([...PROJECT_SCOPED_KEYS, ...USER_SCOPED_KEYS])];

/**
 * A mutation with `onMutate` has already shown its result (a moved card, a star, a reaction); until
 * the server answers, a refetch could put the old state back for a moment. Other mutations, such as
 * a long upload, hold nothing back.
 */
const isOptimisticChangePending = (queryClient: QueryClient) =>
  queryClient
    .getMutationCache()
    .getAll()
    .some((mutation) => mutation.state.status === 'pending' && mutation.options.onMutate !== undefined);

/** Marks the keys' data stale (only what is on screen refetches); with `loadedBefore`, only data loaded before then. */
function refresh(queryClient: QueryClient, keys: Iterable<QueryKey>, loadedBefore = Infinity) {
  if (isOptimisticChangePending(queryClient)) return false;
  for (const queryKey of keys) {
    void queryClient.invalidateQueries({ queryKey, predicate: (query) => query.state.dataUpdatedAt < loadedBefore });
  }
  return true;
}

/**
 * Keeps every screen of a signed-in user fresh from the server's event stream: another member's
 * change shows within about a second, without polling. Each new connection refreshes what was loaded
 * before it, which may have missed changes.
 */
export function useLiveUpdates() {
  const queryClient = useQueryClient();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** Data loaded before this time is to be refreshed at the next run; null when nothing is waiting. */
    let staleBefore: number | null = null;
    /** The keys the next run refreshes: what every event since the last run asked for. */
    const staleKeys = new Set<QueryKey>();
    const schedule = (keys: readonly QueryKey[], delay: number, before = Infinity) => {
      staleBefore = Math.max(staleBefore ?? -Infinity, before);
      for (const key of keys) staleKeys.add(key);
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        if (staleBefore !== null && refresh(queryClient, staleKeys, staleBefore)) {
          staleBefore = null;
          staleKeys.clear();
        } else schedule([], MUTATION_WAIT_MS, -Infinity);
      }, delay);
    };

    let hasConnected = false;
    const close = openEventStream(API_BASE + LIVE_EVENTS_PATH, {
      ready: (openedAt) => {
        setLive(true);
        // The first time, data loaded while the stream was opening is already fresh; after a drop, nothing is.
        schedule(ALL_KEYS, 0, hasConnected ? Date.now() : openedAt);
        hasConnected = true;
      },
      events: {
        project: () => schedule(PROJECT_SCOPED_KEYS, BURST_MS),
        user: () => schedule(USER_SCOPED_KEYS, BURST_MS),
      },
      down: () => setLive(false),
    });

    return () => {
      clearTimeout(timer);
      close();
      setLive(false);
    };
  }, [queryClient]);
}
