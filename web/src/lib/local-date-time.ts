const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` input shows it: `2025-07-01T17:30` on the viewer's clock. */
export function toLocalDateTimeInput(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A `datetime-local` value read on the viewer's clock, as an ISO instant the server can compare; null
 * when the field is empty or incomplete (the input then reports '').
 */
export function fromLocalDateTimeInput(value: string): string | null {
  // Without an offset, ECMAScript reads a date-time string in the local zone, as the input means it.
  const date = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value) ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}
