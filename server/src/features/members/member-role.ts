import type { MemberRole } from '@review/contract/members';

/** A stored role as the wire's enum; anything unexpected reads as the lesser role. Plain code: it runs for every listed row. */
export const readMemberRole = (stored: string | null | undefined): MemberRole => (stored === 'Admin' ? 'Admin' : 'Member');
