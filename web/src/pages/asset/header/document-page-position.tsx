import type { Variation } from '@review/contract/assets';
import { PagePosition } from '../../../features/documents/page-position.tsx';
import { isMultiPage } from '../../../features/documents/pages.ts';
import { useCurrentPage } from '../../../features/documents/use-current-page.ts';

/** 'Page 3 of 12' in the header while a document is on screen; nothing for an image. */
export function DocumentPagePosition({ variation }: { variation: Variation | undefined }) {
  const { page, pageCount } = useCurrentPage(variation);
  if (!variation || !isMultiPage(variation)) return null;
  return <PagePosition page={page} pageCount={pageCount} />;
}
