/** 'Jul 01, 2024, 3:05 PM' in the viewer's own time zone, in the shown language. */
export { formatDateTime } from '../../lib/format.ts';
