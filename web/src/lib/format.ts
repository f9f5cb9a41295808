import { formattingLocale } from '../i18n/current-intl.ts';

/** Intl's formatters are costly to build: one per language and options, built on first use. */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.NumberFormat>(key: string, make: (locale: string) => T): T {
  const locale = formattingLocale();
  const id = `${locale} ${key}`;
  let formatter = formatters.get(id);
  if (!formatter) formatters.set(id, (formatter = make(locale)));
  return formatter as T;
}

const day = () => cached('day', (locale) => new Intl.DateTimeFormat(locale, { month: 'short', day: '2-digit', year: 'numeric' }));
const dayAndTime = () =>
  cached('day-time', (locale) => new Intl.DateTimeFormat(locale, { month: 'short', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' }));
const relative = () => cached('relative', (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' }));

/** Dates as the spec shows them in English, 'Jul 01, 2024', in the viewer's language and time zone. */
export function formatDate(value: Date | string): string {
  return day().format(typeof value === 'string' ? new Date(value) : value);
}

/** A moment to the minute, 'Jul 01, 2024, 5:30 PM', in the viewer's language and time zone. */
export function formatDateTime(value: string): string {
  return dayAndTime().format(new Date(value));
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY_MS = 24 * HOUR;

/** How long ago something happened, coarsely ('this minute', '5 min. ago', '2 hr. ago', 'yesterday', '3 days ago'); past a week, its date. */
export function formatTimeAgo(value: string, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - Date.parse(value));
  if (elapsed < MINUTE) return relative().format(0, 'minute');
  if (elapsed < HOUR) return relative().format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY_MS) return relative().format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY_MS) return relative().format(-Math.floor(elapsed / DAY_MS), 'day');
  return formatDate(value);
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
/** English keeps the spec's unit names (202 KB of 500 MB); Intl's would be "kB" and "byte". */
const ENGLISH_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** Sizes in binary steps with the language's unit names: 500 MB, 5 GB, 5 Go in French. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const name = UNITS[unit]!;
  const formatter = cached(`bytes-${name}`, (locale) => new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: 1 }));
  if (!formattingLocale().startsWith('en')) return formatter.format(value);
  return formatter
    .formatToParts(value)
    .map((part) => (part.type === 'unit' ? ENGLISH_UNITS[unit] : part.value))
    .join('');
}

/** URL of a stored file (avatar, design image) from the relative path the API returns. */
export function fileUrl(path: string): string {
  if (/^(https?:|blob:|data:)/.test(path)) return path;
  return '/' + path.replace(/^\/+/, '');
}
