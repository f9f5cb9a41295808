const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });

/** Dates as the spec shows them: 'Jul 01, 2024', in the viewer's time zone. */
export function formatDate(value: Date | string): string {
  return DAY.format(typeof value === 'string' ? new Date(value) : value);
}

const DAY_AND_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** A moment to the minute, 'Jul 01, 2024, 5:30 PM', in the viewer's time zone. */
export function formatDateTime(value: string): string {
  return DAY_AND_TIME.format(new Date(value));
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY_MS = 24 * HOUR;

/** How long ago something happened, coarsely ('just now', '5 min ago', '2 h ago', '3 d ago'); past a week, its date ('on Jul 01, 2024'). */
export function formatTimeAgo(value: string, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - Date.parse(value));
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR)} h ago`;
  if (elapsed < 7 * DAY_MS) return `${Math.floor(elapsed / DAY_MS)} d ago`;
  return `on ${formatDate(value)}`;
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** Sizes in binary units, e.g. 500 MB, 5 GB. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${UNITS[unit]}`;
}

/** URL of a stored file (avatar, design image) from the relative path the API returns. */
export function fileUrl(path: string): string {
  if (/^(https?:|blob:|data:)/.test(path)) return path;
  return '/' + path.replace(/^\/+/, '');
}
