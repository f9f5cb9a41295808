import { STATUS_LABELS, type AssetStatus } from '@review/contract/statuses';

/** A board status as people read it. */
export const statusLabel = (status: string) => STATUS_LABELS[status as AssetStatus] ?? status;

/** A file name from a title: letters, digits and dashes. */
export const fileSlug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .toLowerCase()
    .slice(0, 60) || 'asset';

/** When a report was made, on the reader's clock. */
export const formatNow = (timeZone: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date());
