import { beforeEach, describe, expect, it } from 'vitest';
import { UpdateProfileBodySchema } from '@review/contract/profile';
import { makeIntl } from '../i18n/current-intl.ts';
import { useEnglishInTests } from '../i18n/english-for-tests.ts';
import german from '../i18n/messages/de/index.ts';
import { ApiError, describeError, endsSession } from './api-error.ts';
import { contractResolver, formLevelMessage } from './field-errors.ts';

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

describe('describeError', () => {
  beforeEach(() => useEnglishInTests());

  it("writes the web's own sentence for a code it knows, with the reply's values", () => {
    const refused = new ApiError(409, { message: 'Ein Projekt kann höchstens 20 Vorlagen haben.', code: 'template_limit_reached', params: { max: 20 } });
    expect(describeError(refused)).toBe('A project may have at most 20 templates.');
    expect(formLevelMessage(refused)).toBe('A project may have at most 20 templates.');
    makeIntl('de', german as never);
    expect(describeError(refused)).toBe('Ein Projekt kann höchstens 20 Vorlagen haben.');
    expect(describeError(new ApiError(422, { message: 'That password is not right.', code: 'link_password_wrong' }))).toBe('Dieses Passwort ist nicht richtig.');
  });

  it("keeps the server's sentence for a code the web does not know, a schema's refusal, or no code at all", () => {
    expect(describeError(new ApiError(422, { message: 'A newer server refused this.', code: 'refused_by_a_newer_server' }))).toBe('A newer server refused this.');
    expect(describeError(new ApiError(422, { message: 'First name is required', code: 'validation_failed' }))).toBe('First name is required');
    expect(describeError(new ApiError(502, { message: 'Bad gateway.' }))).toBe('Bad gateway.');
    expect(describeError('not an error')).toBe('Something went wrong.');
  });
});

describe('contractResolver', () => {
  it("shows a contract schema's sentences in the interface's language", async () => {
    makeIntl('de', german as never);
    const resolve = contractResolver(UpdateProfileBodySchema);
    const result = await resolve({ first_name: '', last_name: 'Lovelace' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors.first_name?.message).toBe('Vorname ist erforderlich');
    useEnglishInTests();
    const english = await resolve({ first_name: '', last_name: 'Lovelace' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(english.errors.first_name?.message).toBe('First name is required');
  });
});
