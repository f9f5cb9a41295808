import { parse, type Filter } from 'scim2-parse-filter';
import { scimBadRequest } from './scim-errors.ts';

/** What a list of users can be filtered on, as the repository turns it into SQL. */
export type UserFilter =
  | { attribute: 'userName' | 'externalId' | 'givenName' | 'familyName'; value: string }
  /** The user's id; null for a value that can be no user's id, which matches nobody. */
  | { attribute: 'id'; value: number | null }
  | { attribute: 'active'; value: boolean }
  | { and: UserFilter[] }
  | { or: UserFilter[] };

const CORE_USER_PREFIX = 'urn:ietf:params:scim:schemas:core:2.0:user:';
/** Longer filters are someone testing the parser, not an identity provider looking a person up. */
const MAX_FILTER_LENGTH = 1000;

const SUPPORTED = 'Filters may compare userName, emails.value, externalId, id, active, name.givenName and name.familyName with "eq", joined by "and" or "or".';

/** Attribute names are case-insensitive (RFC 7643 §2.1), and may carry the User schema's URN. */
const STRING_ATTRIBUTES: Record<string, 'userName' | 'externalId' | 'givenName' | 'familyName'> = {
  username: 'userName',
  'emails.value': 'userName',
  emails: 'userName',
  externalid: 'externalId',
  'name.givenname': 'givenName',
  'name.familyname': 'familyName',
};

function attributeName(path: string): string {
  const lower = path.toLowerCase();
  return lower.startsWith(CORE_USER_PREFIX) ? lower.slice(CORE_USER_PREFIX.length) : lower;
}

function compare(attrPath: string, value: unknown): UserFilter {
  const name = attributeName(attrPath);
  const attribute = STRING_ATTRIBUTES[name];
  if (attribute) {
    if (typeof value !== 'string') throw scimBadRequest('invalidFilter', `${attrPath} is compared with a quoted string.`);
    return { attribute, value };
  }
  if (name === 'active') {
    if (typeof value !== 'boolean') throw scimBadRequest('invalidFilter', 'active is compared with true or false.');
    return { attribute: 'active', value };
  }
  if (name === 'id') {
    const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : null;
    return { attribute: 'id', value: id };
  }
  throw scimBadRequest('invalidFilter', `Filtering on ${attrPath} is not supported. ${SUPPORTED}`);
}

function translate(filter: Filter): UserFilter {
  switch (filter.op) {
    case 'and':
    case 'or': {
      const parts = (filter as { filters: Filter[] }).filters.map(translate);
      return filter.op === 'and' ? { and: parts } : { or: parts };
    }
    case 'eq': {
      const { attrPath, compValue } = filter as { attrPath: string; compValue: unknown };
      return compare(attrPath, compValue);
    }
    case '[]': {
      // emails[value eq "x"] (and emails[type eq "work" and value eq "x"]: the one address is the work one).
      const { attrPath, valFilter } = filter as { attrPath: string; valFilter: Filter };
      if (attributeName(attrPath) !== 'emails') throw scimBadRequest('invalidFilter', `Filtering inside ${attrPath} is not supported. ${SUPPORTED}`);
      return translateEmails(valFilter);
    }
    default:
      throw scimBadRequest('invalidFilter', `The operator "${filter.op}" is not supported. ${SUPPORTED}`);
  }
}

function translateEmails(filter: Filter): UserFilter {
  if (filter.op === 'and') {
    const parts = (filter as { filters: Filter[] }).filters.filter((part) => !(part.op === 'eq' && attributeName((part as { attrPath: string }).attrPath) === 'type'));
    if (parts.length === 1) return translateEmails(parts[0]!);
  }
  if (filter.op === 'eq' && attributeName((filter as { attrPath: string }).attrPath) === 'value') return compare('emails.value', (filter as { compValue: unknown }).compValue);
  throw scimBadRequest('invalidFilter', `Only emails[value eq "…"] is supported inside emails. ${SUPPORTED}`);
}

/** A `filter` query parameter (RFC 7644 §3.4.2.2) as a condition on users; 400 invalidFilter for what is not supported. */
export function parseUserFilter(text: string): UserFilter {
  if (text.length > MAX_FILTER_LENGTH) throw scimBadRequest('invalidFilter', `The filter is longer than ${MAX_FILTER_LENGTH} characters.`);
  let parsed: Filter;
  try {
    parsed = parse(text);
  } catch {
    // Malformed text, or nesting deep enough to exhaust the parser's stack.
    throw scimBadRequest('invalidFilter', `The filter could not be read. ${SUPPORTED}`);
  }
  return translate(parsed);
}
