import { describe, expect, it } from 'vitest';
import { hasIdentity } from './use-guest-identity.ts';

describe('hasIdentity', () => {
  it('needs both a name and an address, blanks not counting', () => {
    expect(hasIdentity({ name: 'Casey', email: 'casey@client.example' })).toBe(true);
    expect(hasIdentity({ name: ' ', email: 'casey@client.example' })).toBe(false);
    expect(hasIdentity({ name: 'Casey', email: '' })).toBe(false);
  });
});
