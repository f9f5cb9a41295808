import { USER_SCHEMA } from './presenter.ts';

/**
 * What this service provider supports (RFC 7644 §4): Users only, PATCH, filters, paging; no bulk,
 * sorting, ETags or password changes. Groups are not offered: a project is not a company group (its
 * members have roles there, given by its managers), so ResourceTypes lists only User.
 */

/** The most users one page holds, whatever `count` asks. */
export const MAX_PAGE = 200;

const attribute = (name: string, description: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: 'string',
  multiValued: false,
  description,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

const USER_ATTRIBUTES = [
  attribute('userName', "The person's e-mail address, which they sign in with. Unique, in any case.", { required: true, uniqueness: 'server' }),
  attribute('name', "The person's name.", {
    type: 'complex',
    subAttributes: [
      attribute('givenName', 'First name; the part of the e-mail before the @ when none is given.'),
      attribute('familyName', 'Last name.'),
      attribute('formatted', 'First and last name.', { mutability: 'readOnly' }),
    ],
  }),
  attribute('displayName', 'First and last name.', { mutability: 'readOnly' }),
  attribute('emails', 'The one address: userName, shown as the primary work address.', {
    type: 'complex',
    multiValued: true,
    mutability: 'readOnly',
    subAttributes: [attribute('value', 'The address.', { mutability: 'readOnly' }), attribute('type', 'Always "work".', { mutability: 'readOnly' }), attribute('primary', 'Always true.', { type: 'boolean', mutability: 'readOnly' })],
  }),
  attribute('active', 'False deactivates the account: it is signed out everywhere, its API tokens are revoked and it cannot sign in; its work stays.', { type: 'boolean' }),
  attribute('externalId', "The identity provider's own id of the person.", { caseExact: true }),
];

export function discoveryDocuments(baseUrl: string) {
  const userSchema = {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
    id: USER_SCHEMA,
    name: 'User',
    description: 'A person who can sign in',
    attributes: USER_ATTRIBUTES,
    meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${USER_SCHEMA}` },
  };
  const userResourceType = {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
    id: 'User',
    name: 'User',
    endpoint: '/Users',
    description: 'A person who can sign in',
    schema: USER_SCHEMA,
    schemaExtensions: [],
    meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/User` },
  };
  const serviceProviderConfig = {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: MAX_PAGE },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'SCIM token',
        description: 'A token an administrator makes under Administration, SCIM provisioning, sent as "Authorization: Bearer <token>".',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
  };
  return { userSchema, userResourceType, serviceProviderConfig };
}
