import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { createCredentialBox, CredentialsUnavailable } from './credentials.ts';

// A staging site's sign-in sealed under the database's key, or under the operator's
// CAPTURE_CREDENTIALS_KEY, which a database dump does not hold.

const ctx = useTestApp();
const SIGN_IN = { username: 'preview', password: 'staging-s3cret-Pa55' };
const KEY = 'an operator key of at least thirty-two characters';

describe('website credentials', () => {
  it('are sealed under the operator key when one is set, and open only with it', async () => {
    const db = ctx.app.database.db;
    const sealed = await createCredentialBox(db, KEY).seal(SIGN_IN);
    expect(sealed).toMatch(/^k1\./);
    expect(sealed).not.toContain(SIGN_IN.password);
    // Nothing the database holds opens it: not its own key, not a dump's copy of server_secrets.
    expect(await createCredentialBox(db, KEY).open(sealed)).toEqual(SIGN_IN);
    await expect(createCredentialBox(db, null).open(sealed)).rejects.toThrow(CredentialsUnavailable);
    await expect(createCredentialBox(db, null).open(sealed)).rejects.toThrow('CAPTURE_CREDENTIALS_KEY, which this server is not given');
    await expect(createCredentialBox(db, `${KEY}, changed`).open(sealed)).rejects.toThrow('(it was changed)');
  });

  it('sealed under the database key before the operator set one still open after', async () => {
    const db = ctx.app.database.db;
    const before = await createCredentialBox(db, null).seal(SIGN_IN);
    expect(before).toMatch(/^v1\./);
    expect(await createCredentialBox(db, KEY).open(before)).toEqual(SIGN_IN);
  });
});
