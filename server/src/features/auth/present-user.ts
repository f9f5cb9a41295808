import type { User } from '@review/contract/user';
import { PlanIdSchema } from '@review/contract/plans';
import { readLocale } from '../../i18n/locale.ts';
import type { UserRow } from './rows.ts';

/** Built once: a zod schema made per call is compiled again on every parse. */
const readPlan = PlanIdSchema.catch('starter');

/** Allow-list from a users row to the wire: the hash and the e-mail key never leave. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    avatar: row.avatar,
    plan: readPlan.parse(row.plan),
    newsletter: row.newsletter === 1,
    password_changed_at: row.password_changed_at,
    created_at: row.created_at,
    is_admin: row.is_admin === 1,
    locale: readLocale(row.locale) ?? 'en',
  };
}
