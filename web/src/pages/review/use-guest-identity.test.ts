import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishInTests } from '../../i18n/english-for-tests.ts';
import { hasIdentity, identityErrors, readIdentity, writeIdentity } from './use-guest-identity.ts';

beforeAll(useEnglishInTests);

/** A Storage stand-in: the tests run outside a browser. */
function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('hasIdentity', () => {
  it('needs both a name and an address, blanks not counting', () => {
    expect(hasIdentity({ name: 'Casey', email: 'casey@client.example' })).toBe(true);
    expect(hasIdentity({ name: ' ', email: 'casey@client.example' })).toBe(false);
    expect(hasIdentity({ name: 'Casey', email: '' })).toBe(false);
  });
});

describe('readIdentity and writeIdentity', () => {
  it('keep the name and address per link', () => {
    const storage = memoryStorage();
    writeIdentity(storage, 'link-a', { name: 'Ana Lima', email: 'ana@client.example' });
    expect(readIdentity(storage, 'link-a')).toEqual({ name: 'Ana Lima', email: 'ana@client.example' });
    expect(readIdentity(storage, 'link-b')).toBeNull();
  });

  it('treat a broken or half-filled entry as nothing kept', () => {
    const storage = memoryStorage();
    storage.setItem('review-guest:link-a', '{not json');
    storage.setItem('review-guest:link-b', JSON.stringify({ name: 'Ana', email: '' }));
    storage.setItem('review-guest:link-c', JSON.stringify({ name: 3, email: 'ana@client.example' }));
    expect(readIdentity(storage, 'link-a')).toBeNull();
    expect(readIdentity(storage, 'link-b')).toBeNull();
    expect(readIdentity(storage, 'link-c')).toBeNull();
  });
});

describe('identityErrors', () => {
  it('says, in the words the server would answer with, what keeps a comment from being sent', () => {
    expect(identityErrors({ name: 'Casey', email: 'casey@client.example' })).toEqual({});
    expect(identityErrors({ name: '  ', email: 'casey@client.example' })).toEqual({ name: 'Please enter your name.' });
    expect(identityErrors({ name: '', email: 'casey' })).toEqual({ name: 'Please enter your name.', email: 'Please enter a valid email address.' });
  });
});
