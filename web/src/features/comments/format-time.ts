import { formatDate } from '../../lib/format.ts';

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** 'Jul 01, 2024, 3:05 PM' in the viewer's own time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return `${formatDate(date)}, ${TIME.format(date)}`;
}
