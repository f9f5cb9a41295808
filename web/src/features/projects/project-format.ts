/** Names longer than `max` characters are cut and end with '...' (spec: 20 in the table, 15 on cards). */
export function truncateName(name: string, max: number): string {
  const characters = Array.from(name);
  return characters.length > max ? `${characters.slice(0, max).join('')}...` : name;
}

/** A project's `used_storage` (KB) as the table shows it: KB below a megabyte, MB above. */
export function formatStorageKb(kb: number): string {
  if (kb < 1024) return `${Math.round(kb)} KB`;
  const mb = kb / 1024;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

export const fullName = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`.trim();
