import { z } from 'zod';

export const SearchQuerySchema = z.object({
  /** Words to find in project names and asset titles, any case. */
  q: z.string({ error: 'Type something to search for.' }).trim().min(1, 'Type something to search for.').max(100, 'Search for at most 100 characters.'),
});

/** `GET /search?q=`: what the top bar's search finds among the projects and assets the user can see. */
export const SearchReplySchema = z.object({
  data: z.object({
    projects: z.array(z.object({ id: z.number().int(), project_name: z.string() })),
    assets: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        project_id: z.number().int(),
        project_name: z.string(),
        /** Relative path of the newest version's thumbnail, or null. */
        thumbnail: z.string().nullable(),
      }),
    ),
  }),
});
export type SearchReply = z.infer<typeof SearchReplySchema>;

/** Most hits of each kind one search answers with. */
export const SEARCH_LIMIT = 10;
