import sanitizeHtml from 'sanitize-html';

/** Formatting a rich-text description may keep; everything else (scripts, styles, handlers) goes. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'a', 'h1', 'h2', 'h3', 'blockquote', 'code', 'pre'],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
};

/** Markup safe to render as HTML; plain text passes unchanged apart from escaping. */
export const sanitizeDescription = (markup: string) => sanitizeHtml(markup, OPTIONS).trim();
