/** RFC 7644 §3.12: the `scimType` values a 400 (or 409) may carry. */
export type ScimType = 'invalidFilter' | 'tooMany' | 'uniqueness' | 'mutability' | 'invalidSyntax' | 'invalidPath' | 'noTarget' | 'invalidValue' | 'invalidVers' | 'sensitive';

export const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** A refusal in SCIM's terms: its status, the RFC's `scimType` where one fits, and a sentence. */
export class ScimError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly scimType?: ScimType,
  ) {
    super(message);
  }
}

export const scimBadRequest = (scimType: ScimType, message: string) => new ScimError(400, message, scimType);
export const scimUnauthorized = (message = 'Send a SCIM token made by an administrator as "Authorization: Bearer <token>".') => new ScimError(401, message);
export const scimNotFound = (message = 'No such user.') => new ScimError(404, message);
export const scimConflict = (message: string) => new ScimError(409, message, 'uniqueness');

/**
 * The SCIM Error resource, with `message` beside `detail` (every 4xx JSON of this product has one).
 * `status` is a string, as the RFC's examples give it.
 */
export const scimErrorBody = (status: number, message: string, scimType?: ScimType) => ({
  schemas: [SCIM_ERROR_SCHEMA],
  status: String(status),
  ...(scimType && { scimType }),
  detail: message,
  message,
});
