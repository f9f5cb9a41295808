const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });

/** Dates as the spec shows them: 'Jul 01, 2024', in the viewer's time zone. */
export function formatDate(value: Date | string): string {
  return DAY.format(typeof value === 'string' ? new Date(value) : value);
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
