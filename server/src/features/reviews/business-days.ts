const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The day `days` business days (Monday to Friday) after `from` (an ISO date or date-time, read in
 * UTC), as `YYYY-MM-DD`: 1 business day after a Friday is the Monday. No holiday calendar: teams
 * that need one set the deadline as a date.
 */
export function addBusinessDays(from: string, days: number): string {
  let at = Date.parse(`${from.slice(0, 10)}T00:00:00Z`);
  for (let left = days; left > 0; ) {
    at += DAY_MS;
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(at).toISOString().slice(0, 10);
}
