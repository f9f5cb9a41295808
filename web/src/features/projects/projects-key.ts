/** Query-key root of every project list and project, so one invalidation refreshes them all. */
export const projectsKey = ['projects'] as const;
