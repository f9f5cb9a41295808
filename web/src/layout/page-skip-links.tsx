import { useState } from 'react';
import { createPortal } from 'react-dom';

/** Where a screen's own skip links go: right after the app's 'Skip to content', before the top bar. */
export const PAGE_SKIP_LINKS_ID = 'page-skip-links';

const LINK = 'sr-only z-50 rounded-md bg-surface px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:start-2';

/**
 * Skip links of one screen, among the first Tab stops of the page: a keyboard user reaches the part
 * they came for without tabbing through the top bar and every control before it.
 */
export function PageSkipLinks({ links }: { links: { href: string; label: string }[] }) {
  // The slot is the app layout's, committed before any page is (a page waits for the signed-in user).
  const [slot] = useState(() => document.getElementById(PAGE_SKIP_LINKS_ID));
  if (!slot) return null;
  return createPortal(
    links.map((link) => (
      <a key={link.href} href={link.href} className={LINK}>
        {link.label}
      </a>
    )),
    slot,
  );
}
