import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { serverSecret } from '../../db/server-secrets.ts';

/** A staging site's sign-in, as the capture sends it (HTTP authentication). */
export interface SiteCredentials {
  username: string;
  password: string;
}

const VERSION = 'v1';

/**
 * A staging site's user name and password kept as AES-256-GCM ciphertext under a key of this server
 * (`server_secrets`, shared by its instances): a copy of the table alone does not give them away, and
 * a changed byte fails the tag. Only the capture job opens them; no reply, log or event carries them.
 */
export function createCredentialBox(db: Db) {
  const key = async () => createHash('sha256').update(await serverSecret(db, 'website-credentials')).digest();
  return {
    async seal(credentials: SiteCredentials): Promise<string> {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await key(), iv);
      const sealed = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
    },
    async open(text: string): Promise<SiteCredentials> {
      const [version, iv, tag, sealed] = text.split('.');
      if (version !== VERSION || !iv || !tag || sealed === undefined) throw new Error('unreadable website credentials');
      const decipher = createDecipheriv('aes-256-gcm', await key(), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
      return JSON.parse(plain) as SiteCredentials;
    },
  };
}
