import type { UserRow } from '../auth/index.ts';

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const LIST_RESPONSE_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';

/** An account as a SCIM User (RFC 7643 §4.1): an allow-list, so no other column reaches the provider. */
export function presentScimUser(row: UserRow, baseUrl: string) {
  const displayName = `${row.first_name} ${row.last_name}`.trim();
  return {
    schemas: [USER_SCHEMA],
    id: String(row.id),
    ...(row.scim_external_id !== null && { externalId: row.scim_external_id }),
    // The e-mail is what a person signs in with: userName and the one (work) address.
    userName: row.email,
    name: { givenName: row.first_name, familyName: row.last_name, formatted: displayName },
    displayName,
    emails: [{ value: row.email, type: 'work', primary: true }],
    active: row.deactivated_at === null,
    meta: { resourceType: 'User', created: row.created_at, lastModified: row.updated_at, location: `${baseUrl}/Users/${row.id}` },
  };
}
export type ScimUser = ReturnType<typeof presentScimUser>;

/** RFC 7644 §3.4.2: a page of resources. */
export const presentList = <T>(resources: T[], totalResults: number, startIndex: number) => ({
  schemas: [LIST_RESPONSE_SCHEMA],
  totalResults,
  startIndex,
  itemsPerPage: resources.length,
  Resources: resources,
});
