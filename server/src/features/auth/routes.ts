import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ForgotPasswordBodySchema,
  LoginBodySchema,
  LoginReplySchema,
  LogoutReplySchema,
  RegisterBodySchema,
  RegisterReplySchema,
  ResetPasswordBodySchema,
} from '@review/contract/auth';
import { MessageReplySchema } from '@review/contract/errors';
import type { Locale } from '@review/contract/locales';
import { localeOfRequest } from '../../i18n/locale.ts';
import { auditOf, clientOf } from '../audit/index.ts';
import { presentUser } from './present-user.ts';
import { RESET_REQUESTED, type PasswordResetService } from './password-reset.ts';
import type { AuthService } from './service.ts';

const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';

export default async function authRoutes(
  app: FastifyInstance,
  {
    auth,
    passwordReset,
    rateLimit,
    defaultLocale,
    endSessionUrl = async () => undefined,
  }: {
    auth: AuthService;
    passwordReset: PasswordResetService;
    rateLimit: number;
    /** DEFAULT_LOCALE: a new account's language when its browser asks for none of ours. */
    defaultLocale: Locale;
    /** Single sign-on's RP-initiated logout (features/sso): the provider's page ending its session, for the session's ID token. */
    endSessionUrl?: (idToken: string) => Promise<string | undefined>;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limited = (keyGenerator: (request: FastifyRequest) => string) => ({
    rateLimit: { max: rateLimit, timeWindow: '1 minute', keyGenerator, errorResponseBuilder: () => ({ statusCode: 429, message: TOO_MANY, code: 'too_many_requests' }) },
  });

  api.post('/auth/register', {
    schema: { tags: ['auth'], operationId: 'register', summary: 'Create an account', security: [], body: RegisterBodySchema, response: { 201: RegisterReplySchema } },
    config: { access: 'public', ...limited((request) => `register:${request.ip}`) },
  }, async (request, reply) => {
    const user = await auth.register(request.body, localeOfRequest(request.headers['accept-language'], defaultLocale));
    return reply.status(201).send({ message: 'User registered successfully.', data: presentUser(user) });
  });

  api.post('/auth/login', {
    schema: { tags: ['auth'], operationId: 'login', summary: 'Sign in: a session token, also set as the session cookie', security: [], body: LoginBodySchema, response: { 200: LoginReplySchema } },
    config: { access: 'public', ...limited((request) => `login:${request.ip}:${String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}`) },
  }, async (request, reply) => {
    const { user, token, expiresAt } = await auth.login(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] });
    app.setSessionCookies(reply, token, expiresAt);
    return { token, user: presentUser(user) };
  });

  api.post('/auth/logout', {
    schema: { tags: ['auth'], operationId: 'logout', summary: 'Sign out: end this session (and, after single sign-on, where to end the provider’s)', response: { 200: LogoutReplySchema } },
    onRequest: app.authenticate,
    config: { access: 'account', endsSessions: true },
  }, async (request, reply) => {
    const { ssoIdToken } = await auth.logout(app.currentUser(request), request.sessionToken ?? '', auditOf(request));
    app.clearSessionCookies(reply);
    const endSession = ssoIdToken ? await endSessionUrl(ssoIdToken) : undefined;
    return { message: 'Logged out successfully.', ...(endSession && { end_session_url: endSession }) };
  });

  api.post('/auth/forgot-password', {
    schema: { tags: ['auth'], operationId: 'requestPasswordReset', summary: 'E-mail a password reset link', security: [], body: ForgotPasswordBodySchema, response: { 200: MessageReplySchema } },
    config: { access: 'public', ...limited((request) => `forgot:${request.ip}`) },
  }, async (request) => {
    await passwordReset.request(request.body.email, clientOf(request));
    return { message: RESET_REQUESTED };
  });

  api.post('/auth/reset-password', {
    schema: { tags: ['auth'], operationId: 'resetPassword', summary: 'Set a new password with the token from the reset e-mail', security: [], body: ResetPasswordBodySchema, response: { 200: MessageReplySchema } },
    config: { access: 'public', ...limited((request) => `reset:${request.ip}`), endsSessions: true },
  }, async (request) => {
    await passwordReset.reset(request.body.token, request.body.password, clientOf(request));
    return { message: 'Your password has been changed. Please sign in.' };
  });
}
