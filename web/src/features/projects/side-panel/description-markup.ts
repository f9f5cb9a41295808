const BLOCKS = new Set(['P', 'DIV', 'LI', 'H1', 'H2', 'H3', 'BLOCKQUOTE', 'PRE']);

/** The server's sanitised markup as plain text for editing: tags go, paragraphs and line breaks stay. */
export function markupToText(markup: string): string {
  if (!markup) return '';
  const body = new DOMParser().parseFromString(markup, 'text/html').body;
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    else if (node.nodeName === 'BR') parts.push('\n');
    node.childNodes.forEach(walk);
    if (BLOCKS.has(node.nodeName)) parts.push('\n\n');
  };
  body.childNodes.forEach(walk);
  return parts.join('').replace(/\n{3,}/g, '\n\n').trim();
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text as markup: blank lines make paragraphs, single line breaks stay line breaks. */
export function textToMarkup(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
