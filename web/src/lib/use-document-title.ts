import { useEffect } from 'react';

/** The product's name, last in every tab title. */
export const APP_TITLE = 'Review';

/**
 * The tab's title, one pattern for every screen: the most specific name first, then where it lives,
 * then the product ('Homepage v3 – Acme – Review'). Parts not known yet (still loading) are left out.
 */
export function useDocumentTitle(...parts: readonly (string | null | undefined)[]) {
  const title = [...parts.filter((part): part is string => Boolean(part)), APP_TITLE].join(' – ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
