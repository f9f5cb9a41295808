import { PageSkipLinks } from '../../layout/page-skip-links.tsx';

/** The design's scrolling area and the comments, each a skip link's target. */
export const REVIEW_DESIGN_ID = 'review-design';
export const REVIEW_COMMENTS_ID = 'review-comments';

export function ReviewSkipLinks() {
  return (
    <PageSkipLinks
      links={[
        { href: `#${REVIEW_DESIGN_ID}`, label: 'Skip to the design' },
        { href: `#${REVIEW_COMMENTS_ID}`, label: 'Skip to the comments' },
      ]}
    />
  );
}
