import { useIntl } from 'react-intl';
import { PageSkipLinks } from '../../layout/page-skip-links.tsx';

/** The design's scrolling area and the comments, each a skip link's target. */
export const REVIEW_DESIGN_ID = 'review-design';
export const REVIEW_COMMENTS_ID = 'review-comments';

export function ReviewSkipLinks() {
  const intl = useIntl();
  return (
    <PageSkipLinks
      links={[
        { href: `#${REVIEW_DESIGN_ID}`, label: intl.formatMessage({ id: 'asset.page.skipDesign' }) },
        { href: `#${REVIEW_COMMENTS_ID}`, label: intl.formatMessage({ id: 'asset.page.skipComments' }) },
      ]}
    />
  );
}
