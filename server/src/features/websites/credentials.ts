import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { serverSecret } from '../../db/server-secrets.ts';

/** A staging site's sign-in, as the capture sends it (HTTP authentication). */
export interface SiteCredentials {
  username: string;
  password: string;
}

/** Sealed under the database's own key. */
const DATABASE_KEYED = 'v1';
/** Sealed under the operator's CAPTURE_CREDENTIALS_KEY. */
const OPERATOR_KEYED = 'k1';

/** A sign-in this server cannot open, in words for the person who captures the site. */
export class CredentialsUnavailable extends Error {}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * A staging site's user name and password kept as AES-256-GCM ciphertext; a changed byte fails the
 * tag. The key is the operator's CAPTURE_CREDENTIALS_KEY when set, which lives outside the database,
 * so neither the table nor a whole dump gives them away; otherwise a key of this server kept in
 * `server_secrets` (shared by its instances), so a copy of the table alone does not. The prefix names
 * the key, so sign-ins sealed before the operator set one still open. Only the capture job opens
 * them; no reply, log or event carries them.
 */
export function createCredentialBox(db: Db, operatorKey: string | null) {
  const databaseKey = async () => sha256(await serverSecret(db, 'website-credentials'));
  async function keyFor(prefix: string): Promise<Buffer> {
    if (prefix === DATABASE_KEYED) return databaseKey();
    if (prefix === OPERATOR_KEYED && operatorKey) return sha256(operatorKey);
    if (prefix === OPERATOR_KEYED) {
      throw new CredentialsUnavailable("The staging site's sign-in was kept under CAPTURE_CREDENTIALS_KEY, which this server is not given: set it as before, or add the website again with its sign-in.");
    }
    throw new Error('unreadable website credentials');
  }
  return {
    async seal(credentials: SiteCredentials): Promise<string> {
      const prefix = operatorKey ? OPERATOR_KEYED : DATABASE_KEYED;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await keyFor(prefix), iv);
      const sealed = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
      return [prefix, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
    },
    async open(text: string): Promise<SiteCredentials> {
      const [prefix, iv, tag, sealed] = text.split('.');
      if (!prefix || !iv || !tag || sealed === undefined) throw new Error('unreadable website credentials');
      const decipher = createDecipheriv('aes-256-gcm', await keyFor(prefix), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      try {
        return JSON.parse(Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8')) as SiteCredentials;
      } catch {
        throw new CredentialsUnavailable("The staging site's sign-in cannot be opened with this server's CAPTURE_CREDENTIALS_KEY (it was changed): set the key it was kept under, or add the website again with its sign-in.");
      }
    },
  };
}
