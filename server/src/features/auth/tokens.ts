import { hash, randomBytes } from 'node:crypto';

/** A fresh opaque session token: 256 random bits, URL-safe. */
export const createToken = () => randomBytes(32).toString('base64url');

/** Only this digest is stored, so a database leak gives no usable session. One-shot `hash`: this runs on every request. */
export const hashToken = (token: string) => hash('sha256', token, 'hex');

/** Names a session to its owner; random, so it tells nothing about the token. */
export const createPublicId = () => randomBytes(16).toString('hex');
