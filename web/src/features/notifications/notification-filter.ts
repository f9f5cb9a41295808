/** What the Notifications page lists; kept in its URL (`?unread=1&project=3`) so a reload or Back keeps it. */
export interface NotificationFilter {
  isUnreadOnly: boolean;
  /** Null for every project. */
  projectId: number | null;
}

export function filterFromSearch(params: URLSearchParams): NotificationFilter {
  const project = Number(params.get('project'));
  return {
    isUnreadOnly: params.get('unread') === '1',
    projectId: Number.isInteger(project) && project > 0 ? project : null,
  };
}

export function searchOfFilter({ isUnreadOnly, projectId }: NotificationFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (isUnreadOnly) params.set('unread', '1');
  if (projectId !== null) params.set('project', String(projectId));
  return params;
}

/** `GET /notifications` for one page of the filter: the first without a cursor, each next with the one before's `next_cursor`. */
export function notificationListPath(filter: NotificationFilter, cursor: string | null, limit: number): string {
  const params = searchOfFilter(filter);
  if (cursor !== null) params.set('cursor', cursor);
  params.set('limit', String(limit));
  return `/notifications?${params}`;
}
