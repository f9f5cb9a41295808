import type { AssetStatus } from '@review/contract/statuses';
import type { Locale } from '@review/contract/locales';
import { dateLocale } from '../../i18n/dates.ts';
import { translate, type MessageId } from '../../i18n/messages.ts';

const STATUS_IDS: Record<AssetStatus, MessageId> = {
  Todo: 'report.status.todo',
  InProgress: 'report.status.inProgress',
  'Ready to Review': 'report.status.readyToReview',
  Approved: 'report.status.approved',
};

/** A board status as people read it, in `locale`. */
export const statusLabel = (locale: Locale, status: string) => {
  const id = STATUS_IDS[status as AssetStatus] as MessageId | undefined;
  return id ? translate(locale, id) : status;
};

/** A file name from a title: letters, digits and dashes. */
export const fileSlug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .toLowerCase()
    .slice(0, 60) || 'asset';

/** A date and time of the report, on the reader's clock and in their language. */
export const formatWhen = (locale: Locale, timeZone: string, style: 'long' | 'medium', date: Date) =>
  new Intl.DateTimeFormat(dateLocale(locale), { dateStyle: style, timeStyle: 'short', timeZone }).format(date);

/** When a report was made, on the reader's clock. */
export const formatNow = (timeZone: string, locale: Locale) => formatWhen(locale, timeZone, 'long', new Date());
