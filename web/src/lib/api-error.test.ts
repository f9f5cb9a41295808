import { describe, expect, it } from 'vitest';
import { ApiError, endsSession } from './api-error.ts';

describe('endsSession', () => {
  it('is true for a 401 about the session', () => {
    expect(endsSession(new ApiError(401, { message: 'Unauthenticated.', code: 'unauthenticated' }))).toBe(true);
    expect(endsSession(new ApiError(401, { message: '401 Unauthorized' }))).toBe(true);
  });

  it('is false for a review link that asks for its password, and for other failures', () => {
    expect(endsSession(new ApiError(401, { message: 'This review link needs a password.', code: 'password_required' }))).toBe(false);
    expect(endsSession(new ApiError(403, { message: 'Forbidden.' }))).toBe(false);
    expect(endsSession(new Error('offline'))).toBe(false);
  });
});
