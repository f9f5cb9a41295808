/** `?panel=reviewers` opens the review screen's sidebar on the Reviewers panel. */
export const REVIEWERS_PANEL = 'reviewers';

export const reviewersPanelPath = (assetId: number) => `/asset/${assetId}?panel=${REVIEWERS_PANEL}`;
