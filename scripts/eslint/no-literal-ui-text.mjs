import formatjs from 'eslint-plugin-formatjs';

/**
 * No words a person reads written inline in the web's JSX: they go through the catalogs
 * (web/src/i18n/messages) so every language has them. formatjs' own rule, narrowed to text that has
 * letters (a lone "·", "→" or "%" says nothing to translate) and past a short allow list of names that
 * are the same in every language (brands, formats, standards).
 */
const ALLOWED = new Set(['Review', 'PDF', 'PNG', 'JPEG', 'JPG', 'SVG', 'WebP', 'GIF', 'MP4', 'MOV', 'WebM', 'HTML', 'HTML5', 'CSV', 'ZIP', 'URL', 'API', 'MCP', 'SSO', 'SCIM', 'OIDC', 'SAML', 'JSON', 'ID', 'PPTX', 'DOCX', 'XLSX', 'ICC', 'CMYK', 'RGB', 'sRGB', 'px', 'GitHub', 'Google', 'Microsoft', 'Okta', 'Slack', 'Figma']);

const textOf = (node) => {
  if (node.type === 'JSXText' || node.type === 'Literal') return String(node.value);
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
  if (node.type === 'JSXAttribute') return node.value ? textOf(node.value) : '';
  return '';
};

const needsTranslation = (text) => /\p{L}/u.test(text) && !text.split(/[\s,/·()]+/).filter(Boolean).every((word) => ALLOWED.has(word));

const base = formatjs.rules['no-literal-string-in-jsx'];

export default {
  meta: { ...base.meta, docs: { description: 'Words a person reads go through the message catalogs, not inline JSX' } },
  create(context) {
    const filtered = Object.create(context, {
      report: { value: (descriptor) => needsTranslation(textOf(descriptor.node)) && context.report(descriptor) },
    });
    return base.create(filtered);
  },
};
