import { EMAIL_ADDRESS } from '@review/contract/fields';
import { scimBadRequest } from './scim-errors.ts';
import { USER_SCHEMA } from './presenter.ts';

/** What SCIM may set on an account. Every other attribute a provider sends is ignored. */
export interface ScimUserState {
  /** The e-mail address. */
  userName: string;
  /** Null: none given, and the part of the e-mail before the @ stands in (the product needs a first name). */
  givenName: string | null;
  familyName: string;
  externalId: string | null;
  active: boolean;
}

const MAX_NAME = 100;
const MAX_EMAIL = 254;
const MAX_EXTERNAL_ID = 255;
const CONTROL_CHARACTER = /[\p{Cc}\u2028\u2029]/u;

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Attribute names are case-insensitive (RFC 7643 §2.1). */
export function attributeOf(resource: Record<string, unknown>, name: string): unknown {
  const lower = name.toLowerCase();
  const key = Object.keys(resource).find((candidate) => candidate.toLowerCase() === lower);
  return key === undefined ? undefined : resource[key];
}

/** A boolean, or the strings "true"/"false" in any case (Azure's PATCH sends "False"). */
export function readBoolean(value: unknown, attribute: string): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  throw scimBadRequest('invalidValue', `${attribute} must be true or false.`);
}

export function readText(value: unknown, attribute: string): string {
  if (typeof value !== 'string') throw scimBadRequest('invalidValue', `${attribute} must be a string.`);
  return value.trim();
}

/** Null, or a non-empty string (an empty one is no id). */
export function readExternalId(value: unknown): string | null {
  if (value === null) return null;
  return readText(value, 'externalId') || null;
}

/** name.givenName and name.familyName from a `name` object; what it leaves out stays as it was. */
export function readName(value: unknown, state: Pick<ScimUserState, 'givenName' | 'familyName'>) {
  if (value === null) return { givenName: null, familyName: '' };
  if (!isObject(value)) throw scimBadRequest('invalidValue', 'name must be an object with givenName and familyName.');
  const given = attributeOf(value, 'givenName');
  const family = attributeOf(value, 'familyName');
  return {
    givenName: given === undefined ? state.givenName : given === null ? null : readText(given, 'name.givenName') || null,
    familyName: family === undefined ? state.familyName : family === null ? '' : readText(family, 'name.familyName'),
  };
}

/**
 * A User resource of a POST or PUT (RFC 7643 §4.1). `current` is the account a PUT replaces: an
 * `active` it leaves out keeps its value rather than deactivating anyone by omission. Read-only and
 * unknown attributes (id, meta, emails, roles, extensions, ...) are ignored.
 */
export function readUserResource(body: unknown, current?: ScimUserState): ScimUserState {
  if (!isObject(body)) throw scimBadRequest('invalidSyntax', 'The body must be a SCIM User resource (a JSON object).');
  const schemas = attributeOf(body, 'schemas');
  if (schemas !== undefined && !(Array.isArray(schemas) && schemas.some((schema) => typeof schema === 'string' && schema.toLowerCase() === USER_SCHEMA.toLowerCase()))) {
    throw scimBadRequest('invalidSyntax', `schemas must include "${USER_SCHEMA}".`);
  }
  const userName = attributeOf(body, 'userName');
  if (userName === undefined || userName === null) throw scimBadRequest('invalidValue', 'userName is required: the e-mail address the person signs in with.');
  const name = attributeOf(body, 'name');
  const externalId = attributeOf(body, 'externalId');
  const active = attributeOf(body, 'active');
  return {
    userName: readText(userName, 'userName'),
    ...(name === undefined ? { givenName: null, familyName: '' } : readName(name, { givenName: null, familyName: '' })),
    externalId: externalId === undefined ? null : readExternalId(externalId),
    active: active === undefined || active === null ? (current?.active ?? true) : readBoolean(active, 'active'),
  };
}

function checkName(value: string, attribute: string) {
  if (value.length > MAX_NAME) throw scimBadRequest('invalidValue', `${attribute} is longer than ${MAX_NAME} characters.`);
  if (CONTROL_CHARACTER.test(value)) throw scimBadRequest('invalidValue', `${attribute} cannot contain line breaks or control characters.`);
}

/** The state to store: checked, with the first name filled in when none was given. */
export function checkUserState(state: ScimUserState): ScimUserState & { givenName: string } {
  if (state.userName.length > MAX_EMAIL || !EMAIL_ADDRESS.test(state.userName) || CONTROL_CHARACTER.test(state.userName)) {
    throw scimBadRequest('invalidValue', 'userName must be the e-mail address the person signs in with, such as bjensen@example.com.');
  }
  if (state.externalId !== null && state.externalId.length > MAX_EXTERNAL_ID) throw scimBadRequest('invalidValue', `externalId is longer than ${MAX_EXTERNAL_ID} characters.`);
  const givenName = state.givenName || state.userName.split('@')[0]!.slice(0, MAX_NAME);
  checkName(givenName, 'name.givenName');
  checkName(state.familyName, 'name.familyName');
  return { ...state, givenName };
}
