import { z } from 'zod';
import { EMAIL_ADDRESS } from './fields.ts';
import { withoutControlCharacters } from './text.ts';
import { UserSchema } from './user.ts';

/** Spec section 5: "non-space text, an at sign, non-space text". */
const EMAIL_SHAPE = /^\S+@\S+$/;

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const LoginBodySchema = z.object({
  /** The e-mail address signed up with, any case. */
  email: requiredText('Email is required').regex(EMAIL_SHAPE, 'Invalid email address'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(8, 'Password must be at least 8 characters long'),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const LoginReplySchema = z.object({
  /** Opaque session token for `Authorization: Bearer`; valid 7 days or until logout. */
  token: z.string(),
  user: UserSchema,
});
export type LoginReply = z.infer<typeof LoginReplySchema>;

/** `POST /auth/logout`. */
export const LogoutReplySchema = z.object({
  message: z.string(),
  /**
   * Only when the session came from single sign-on and the provider offers RP-initiated logout: the
   * provider's page that ends its own session too, then comes back to `/login`. A browser goes there.
   */
  end_session_url: z.string().optional(),
});
export type LogoutReply = z.infer<typeof LogoutReplySchema>;

export const RegisterBodySchema = z.object({
  first_name: withoutControlCharacters(requiredText('First name is required').max(100, 'First name is too long')),
  last_name: withoutControlCharacters(requiredText('Last name is required').max(100, 'Last name is too long')),
  email: requiredText('Email is required').max(254, 'Email address is invalid').regex(EMAIL_ADDRESS, 'Email address is invalid'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(8, 'Password must be at least 8 characters')
    .max(256, 'Password is too long'),
  /** Opt-in to the newsletter; unticked by default. */
  newsletter: z.boolean().optional(),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const RegisterReplySchema = z.object({ message: z.string(), data: UserSchema });
export type RegisterReply = z.infer<typeof RegisterReplySchema>;

/** The browser-side form adds the Terms box, which the server never sees. */
export const SignUpFormSchema = RegisterBodySchema.extend({
  terms: z.literal(true, { error: 'You must accept the Terms of Service' }),
  newsletter: z.boolean(),
});
export type SignUpForm = z.infer<typeof SignUpFormSchema>;

/** The answer (403 `account_deactivated`) to signing in to an account deprovisioned by the company's identity provider (SCIM). */
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated. Ask your administrator.';

/** Lifetime of a session and of the browser's session cookie. */
export const SESSION_DAYS = 7;
/** Name of the browser's httpOnly session cookie (spec: authToken). */
export const SESSION_COOKIE = 'authToken';

/** `POST /auth/forgot-password`: always answers the same sentence, whether or not the address has an account. */
export const ForgotPasswordBodySchema = z.object({
  email: requiredText('Email is required').regex(EMAIL_SHAPE, 'Invalid email address'),
});
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

/** `POST /auth/reset-password`: the token from the e-mailed link and the new password. */
export const ResetPasswordBodySchema = z.object({
  token: z.string({ error: 'This reset link is invalid or has expired.' }).min(1, 'This reset link is invalid or has expired.'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(8, 'Password must be at least 8 characters')
    .max(256, 'Password is too long'),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/** How long an e-mailed reset link works. */
export const RESET_LINK_MINUTES = 60;
