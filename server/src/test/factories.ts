import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LoginReply, RegisterBody } from '@review/contract/auth';
import type { User } from '@review/contract/user';

export const DEFAULT_PASSWORD = 'correct-horse-battery';

export function buildRegisterBody(overrides: Partial<RegisterBody> = {}): RegisterBody {
  const unique = randomBytes(4).toString('hex');
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `ada.${unique}@example.com`,
    password: DEFAULT_PASSWORD,
    ...overrides,
  };
}

export interface SignedInUser {
  user: User;
  token: string;
  /** Headers for an API client: `Authorization: Bearer <token>`. */
  headers: { authorization: string };
}

/** Registers and logs in a fresh user through the real API. */
export async function buildUser(app: FastifyInstance, overrides: Partial<RegisterBody> = {}): Promise<SignedInUser> {
  const body = buildRegisterBody(overrides);
  const registered = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: body.email, password: body.password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const { token, user } = login.json<LoginReply>();
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

/** A multipart body with text fields and files, for `app.inject`. */
export function buildMultipart(fields: Record<string, string>, files: { field: string; filename: string; content: Buffer; type?: string }[] = []) {
  const boundary = `----review${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
