import { z } from 'zod';

export const SearchQuerySchema = z.object({
  /** Words to find: anywhere in project names and descriptions, asset titles and file names; as words (or their starts) in comments. */
  q: z.string({ error: 'Type something to search for.' }).trim().min(1, 'Type something to search for.').max(100, 'Search for at most 100 characters.'),
  /** Most hits of each kind; the top bar asks for a few, the results page for more. */
  limit: z.coerce.number({ error: 'The limit must be a number.' }).int('The limit must be a whole number.').min(1, 'The limit must be at least 1.').max(50, 'The limit may be at most 50.').optional(),
});

/** Where the words were found in an excerpt, in UTF-16 code units, for the screen to highlight. */
export const HighlightSchema = z.object({ start: z.number().int(), length: z.number().int() });
export type Highlight = z.infer<typeof HighlightSchema>;

/** What each hit carries: the text around the match (its name when the name matched) and where the words are in it. */
const MatchShape = { excerpt: z.string(), highlights: z.array(HighlightSchema) };

/**
 * `GET /search?q=`: what the top bar's search finds among the projects, assets and comments the
 * user can see (archived assets left out), best first: a name that starts with the words, then one
 * that holds them, then a description or file name; comments by full-text rank.
 */
export const SearchReplySchema = z.object({
  data: z.object({
    projects: z.array(z.object({ id: z.number().int(), project_name: z.string(), ...MatchShape })),
    assets: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        project_id: z.number().int(),
        project_name: z.string(),
        /** Relative path of the newest version's thumbnail, or null. */
        thumbnail: z.string().nullable(),
        ...MatchShape,
      }),
    ),
    comments: z.array(
      z.object({
        comment_id: z.number().int(),
        asset_id: z.number().int(),
        asset_title: z.string(),
        project_id: z.number().int(),
        project_name: z.string(),
        ...MatchShape,
      }),
    ),
  }),
});
export type SearchReply = z.infer<typeof SearchReplySchema>;
export type SearchResults = SearchReply['data'];

/** Most hits of each kind one search answers with, unless `limit` says. */
export const SEARCH_LIMIT = 10;
