import { parse } from 'scim2-parse-filter';
import { scimBadRequest } from './scim-errors.ts';
import { attributeOf, isObject, readBoolean, readExternalId, readName, readText, type ScimUserState } from './user-attributes.ts';

export const PATCH_OP_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const CORE_USER_PREFIX = 'urn:ietf:params:scim:schemas:core:2.0:user:';
const MAX_OPERATIONS = 100;
const PATH = /^([A-Za-z][\w$-]*)(?:\[(.*)\])?(?:\.([A-Za-z][\w$-]*))?$/s;

/** What a PATCH path names: an attribute SCIM may set here, a read-only one, or one this server does not keep. */
type Target = 'active' | 'userName' | 'externalId' | 'name' | 'name.givenName' | 'name.familyName' | 'readOnly' | 'ignored';

const SINGLE_VALUED = new Set(['active', 'username', 'externalid', 'name', 'id', 'meta', 'displayname']);

/** RFC 7644 §3.5.2's `path`: attrPath, or valuePath with a filter, each with an optional sub-attribute and schema URN. */
function targetOf(path: string): Target {
  let rest = path.trim();
  if (rest.toLowerCase().startsWith('urn:')) {
    // Another schema's attribute (the enterprise extension's department, manager, ...) is not kept here.
    if (!rest.toLowerCase().startsWith(CORE_USER_PREFIX)) return 'ignored';
    rest = rest.slice(CORE_USER_PREFIX.length);
  }
  const match = PATH.exec(rest);
  if (!match) throw scimBadRequest('invalidPath', `The path "${path}" could not be read.`);
  const [, attribute = '', filter, sub] = match;
  const name = attribute.toLowerCase();
  const subName = sub?.toLowerCase();
  if (filter !== undefined) {
    if (SINGLE_VALUED.has(name)) throw scimBadRequest('invalidPath', `${attribute} has a single value: the path "${path}" cannot filter it.`);
    try {
      parse(filter);
    } catch {
      throw scimBadRequest('invalidPath', `The filter in the path "${path}" could not be read.`);
    }
    // emails[type eq "work"].value and the like: the address is userName, set through it.
    return 'ignored';
  }
  if (name === 'id' || name === 'meta' || name === 'schemas') return 'readOnly';
  if (name === 'active' || name === 'username' || name === 'externalid') {
    if (subName) throw scimBadRequest('invalidPath', `${attribute} has no sub-attribute ${sub}.`);
    return name === 'active' ? 'active' : name === 'username' ? 'userName' : 'externalId';
  }
  if (name === 'name') {
    if (!subName) return 'name';
    return subName === 'givenname' ? 'name.givenName' : subName === 'familyname' ? 'name.familyName' : 'ignored';
  }
  return 'ignored';
}

/** A key of a path-less operation's value: anything but an attribute kept here is ignored. */
function targetOfKey(key: string): Target {
  try {
    const target = targetOf(key);
    return target === 'readOnly' ? 'ignored' : target;
  } catch {
    return 'ignored';
  }
}

function set(state: ScimUserState, target: Target, value: unknown): ScimUserState {
  switch (target) {
    case 'active':
      return { ...state, active: readBoolean(value, 'active') };
    case 'userName':
      return { ...state, userName: readText(value, 'userName') };
    case 'externalId':
      return { ...state, externalId: readExternalId(value) };
    case 'name':
      return { ...state, ...readName(value, state) };
    case 'name.givenName':
      return { ...state, givenName: value === null ? null : readText(value, 'name.givenName') || null };
    case 'name.familyName':
      return { ...state, familyName: value === null ? '' : readText(value, 'name.familyName') };
    default:
      return state;
  }
}

function remove(state: ScimUserState, target: Target, path: string): ScimUserState {
  switch (target) {
    case 'readOnly':
      throw scimBadRequest('mutability', `${path} is read-only.`);
    case 'active':
    case 'userName':
      throw scimBadRequest('invalidValue', `${path} cannot be removed; replace it instead.`);
    case 'externalId':
      return { ...state, externalId: null };
    case 'name':
      return { ...state, givenName: null, familyName: '' };
    case 'name.givenName':
      return { ...state, givenName: null };
    case 'name.familyName':
      return { ...state, familyName: '' };
    default:
      return state;
  }
}

function applyOperation(state: ScimUserState, operation: unknown): ScimUserState {
  if (!isObject(operation)) throw scimBadRequest('invalidSyntax', 'Each operation must be an object with "op", and "path" or "value".');
  const op = attributeOf(operation, 'op');
  const path = attributeOf(operation, 'path');
  const value = attributeOf(operation, 'value');
  const kind = typeof op === 'string' ? op.toLowerCase() : '';
  if (kind !== 'add' && kind !== 'replace' && kind !== 'remove') throw scimBadRequest('invalidSyntax', 'An operation\'s "op" must be "add", "replace" or "remove".');
  if (path !== undefined && (typeof path !== 'string' || path.trim() === '')) throw scimBadRequest('invalidPath', '"path" must be a non-empty string.');
  if (kind === 'remove') {
    if (path === undefined) throw scimBadRequest('noTarget', 'A "remove" operation needs a "path".');
    return remove(state, targetOf(path), path);
  }
  if (value === undefined) throw scimBadRequest('invalidValue', `An "${kind}" operation needs a "value".`);
  if (path !== undefined) {
    const target = targetOf(path);
    if (target === 'readOnly') throw scimBadRequest('mutability', `${path} is read-only.`);
    return set(state, target, value);
  }
  // No path: the value holds attributes of the resource (Okta's {"active": false}, Azure's {"name.givenName": "…"}).
  if (!isObject(value)) throw scimBadRequest('invalidValue', `An "${kind}" operation without a "path" needs an object of attributes as its "value".`);
  // As in a PUT, read-only attributes a provider echoes back (id, meta, schemas) and names this
  // server does not know are ignored.
  return Object.entries(value).reduce((next, [key, attributeValue]) => set(next, targetOfKey(key), attributeValue), state);
}

/** RFC 7644 §3.5.2: the account's SCIM state after a PatchOp's operations, applied in order. */
export function applyPatch(state: ScimUserState, body: unknown): ScimUserState {
  if (!isObject(body)) throw scimBadRequest('invalidSyntax', 'The body must be a PatchOp: {"schemas": ["' + PATCH_OP_SCHEMA + '"], "Operations": [...]}.');
  const schemas = attributeOf(body, 'schemas');
  const isPatchOp = (schema: unknown) => typeof schema === 'string' && schema.toLowerCase() === PATCH_OP_SCHEMA.toLowerCase();
  if (schemas !== undefined && !(Array.isArray(schemas) && schemas.some(isPatchOp))) throw scimBadRequest('invalidSyntax', `schemas must be ["${PATCH_OP_SCHEMA}"].`);
  const operations = attributeOf(body, 'Operations');
  if (!Array.isArray(operations)) throw scimBadRequest('invalidSyntax', 'A PatchOp needs "Operations": a list of operations.');
  if (operations.length > MAX_OPERATIONS) throw scimBadRequest('invalidValue', `A PatchOp may hold at most ${MAX_OPERATIONS} operations.`);
  return operations.reduce<ScimUserState>(applyOperation, state);
}
