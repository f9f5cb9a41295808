/** Every view of one link (its grid and each asset): what a guest's change or a `review` event makes stale. */
export const publicReviewsKey = (token: string) => ['public-review', token] as const;
/** One view of a link: a project link's grid (null) or one of its assets. */
export const publicReviewKey = (token: string, assetId: number | null) => [...publicReviewsKey(token), assetId] as const;
/** The link's API path; its sub-resources (comments, decisions, events) hang below it. */
export const publicReviewPath = (token: string) => `/public/reviews/${encodeURIComponent(token)}`;
