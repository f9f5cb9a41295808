import { currentIntl } from '../../i18n/index.ts';

/** Names longer than `max` characters are cut and end with '...' (spec: 20 in the table, 15 on cards). */
export function truncateName(name: string, max: number): string {
  const characters = Array.from(name);
  return characters.length > max ? `${characters.slice(0, max).join('')}...` : name;
}

/** A project's `used_storage` (KB) as the table shows it: KB below a megabyte, MB above (one decimal under 10 MB), in the shown language's digits (ungrouped, as the spec's table). */
export function formatStorageKb(kb: number): string {
  const intl = currentIntl();
  if (kb < 1024) return intl.formatMessage({ id: 'projects.size.kb' }, { size: intl.formatNumber(Math.round(kb), { useGrouping: false }) });
  const mb = kb / 1024;
  const digits = mb < 10 ? 1 : 0;
  return intl.formatMessage({ id: 'projects.size.mb' }, { size: intl.formatNumber(mb, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }) });
}

export const fullName = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`.trim();
