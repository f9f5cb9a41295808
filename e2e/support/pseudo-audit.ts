import type { Page } from '@playwright/test';

/** What one screen shows wrong in a pseudo-locale. */
export interface ScreenAudit {
  /** Visible text with English words in it: a string that did not go through the catalogs. */
  untranslated: string[];
  /** Text elements whose words spill out of their box or are cut off, and the page itself when it scrolls sideways. */
  overflowing: string[];
}

/** Names and formats every language writes the same way (the lint rule's allow list, scripts/eslint/no-literal-ui-text.mjs). */
const SAME_IN_EVERY_LANGUAGE = ['Review', 'PDF', 'PNG', 'JPEG', 'JPG', 'SVG', 'WebP', 'GIF', 'MP4', 'MOV', 'WebM', 'HTML', 'HTML5', 'CSV', 'ZIP', 'URL', 'API', 'MCP', 'SSO', 'SCIM', 'OIDC', 'SAML', 'JSON', 'ID', 'PPTX', 'DOCX', 'XLSX', 'ICC', 'CMYK', 'RGB', 'sRGB', 'px', 'GitHub', 'Google', 'Microsoft', 'Okta', 'Slack', 'Figma', 'Entra', 'README', 'clickTag', 'KB', 'MB', 'GB', 'TB'];

/**
 * Reads the screen as a person sees it. en-XA accents every letter of our messages and pads their
 * words with '~'; ar-XB wraps them in a right-to-left override: text with neither, and with English
 * words left once e-mail addresses, web addresses, file names and the names above are taken out, was
 * written inline. Code, times (formatted by Intl, not by us), form values and what the page marks
 * `translate="no"` (people's names in the accounts table, which lists every test's accounts) are not messages.
 * Overflow is looked for on the elements that hold text: a box narrower than its words, unless it is
 * meant to scroll, holds what people wrote (`userContent`: names and file names may be cut short on
 * purpose) or is for screen readers only.
 */
export function auditScreen(page: Page, userContent: readonly string[]): Promise<ScreenAudit> {
  return page.evaluate(({ allowed, seeded }) => {
    const marked = /[\u00c0-\u024f\u1e00-\u1eff~\u202e]/;
    const notMessages = 'code, pre, kbd, samp, time, script, style, noscript, svg, textarea, select, [contenteditable="true"], [translate="no"]';
    const visible = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && element.getClientRects().length > 0;
    const describe = (element: Element, text: string) => `${element.tagName.toLowerCase()}: ${text.replace(/\s+/g, ' ').trim().slice(0, 80)}`;

    // Dates and times come from Intl, which writes en-XA as English.
    const dateTime = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}|\b\d{1,2}:\d{2}( ?[AP]M)?/g;
    const isPeople = (text: string) => /\S+@\S+/.test(text) || seeded.some((words) => text.includes(words));

    function hasEnglish(text: string): boolean {
      if (marked.test(text)) return false;
      const rest = text
        .replace(dateTime, ' ')
        .replace(/\S+@\S+/g, ' ')
        .replace(/\b[a-z]+:\/\/\S+/gi, ' ')
        .replace(/\S+\.(png|jpe?g|pdf|svg|gif|webp|mp4|mov|webm|zip|csv|html|pptx|docx|xlsx)\b/gi, ' ')
        .split(/[^A-Za-z]+/)
        .filter((word) => word.length > 1 && !allowed.includes(word));
      return rest.length > 0;
    }

    const untranslated = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || !text.trim() || parent.closest(notMessages) || !visible(parent)) continue;
      if (hasEnglish(text)) untranslated.add(describe(parent, text));
    }
    for (const field of Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]'))) {
      if (!field.value && visible(field) && hasEnglish(field.placeholder)) untranslated.add(`placeholder: ${field.placeholder}`);
    }

    const overflowing = new Set<string>();
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const ownText = Array.from(element.childNodes).some((child) => child.nodeType === Node.TEXT_NODE && /\p{L}/u.test(child.textContent ?? ''));
      if (!ownText || element.closest(notMessages) || element.clientWidth === 0 || !visible(element)) continue;
      // Text for screen readers only sits in a 1 px box on purpose; what people wrote may be cut short on purpose.
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || isPeople(element.textContent ?? '')) continue;
      const style = getComputedStyle(element);
      // A scroller shows the rest by scrolling; a clipped box (a skip link until it has the focus) is not seen.
      if (style.overflowX === 'auto' || style.overflowX === 'scroll' || style.clipPath !== 'none' || style.clip !== 'auto') continue;
      if (element.scrollWidth > element.clientWidth + 1) overflowing.add(`${describe(element, element.textContent ?? '')} (${element.scrollWidth}px in ${element.clientWidth}px)`);
    }
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) overflowing.add(`the page scrolls sideways: ${root.scrollWidth}px in ${root.clientWidth}px`);
    const firstOnes = (set: Set<string>) => [...set].slice(0, 25);
    return { untranslated: firstOnes(untranslated), overflowing: firstOnes(overflowing) };
  }, { allowed: SAME_IN_EVERY_LANGUAGE, seeded: userContent });
}
