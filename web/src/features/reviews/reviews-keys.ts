import { assetsKey } from '../assets/assets-keys.ts';

/**
 * An asset's review and decisions live under `/assets`, so they share the assets root: an upload or
 * a move that refreshes the board refreshes them too, and the live stream covers them.
 */
export const reviewKey = (assetId: number | string) => [...assetsKey, 'review', String(assetId)] as const;
export const decisionsKey = (assetId: number | string) => [...assetsKey, 'decisions', String(assetId)] as const;

/** Root of what `/reviews` answers: it spans projects, so the live stream refreshes it like the project lists. */
export const reviewsKey = ['reviews'] as const;
export const myReviewsKey = [...reviewsKey, 'mine'] as const;
