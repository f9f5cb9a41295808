const META = /<meta\b[^>]*>/gi;
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g;
/** No real placement is larger; a larger number is a typing slip, not a banner. */
const MAX_SIDE = 4000;

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(ATTRIBUTE)) attributes.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  return attributes;
}

/**
 * The banner's size from `<meta name="ad.size" content="width=300,height=250">` (the IAB's and the
 * ad servers' convention), or null when the page names none or an impossible one.
 */
export function readAdSize(html: string): { width: number; height: number } | null {
  for (const [tag] of html.matchAll(META)) {
    const attributes = attributesOf(tag);
    if (attributes.get('name')?.toLowerCase() !== 'ad.size') continue;
    const values = new Map((attributes.get('content') ?? '').split(/[,;]/).map((part) => part.split('=').map((side) => side.trim().toLowerCase()) as [string, string]));
    const width = Number(values.get('width'));
    const height = Number(values.get('height'));
    if (Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0 && width <= MAX_SIDE && height <= MAX_SIDE) return { width, height };
    return null;
  }
  return null;
}
