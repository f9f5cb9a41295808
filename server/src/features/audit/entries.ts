import type { Acting } from '../../domain-events/audited-events.ts';
import type { AuditRecord } from './record-audit.ts';

/** An entry as an event gives it; who acted and from where come from the event's `by`. */
export type Entry = Omit<AuditRecord, 'actor' | 'client'>;

/** How each event of a union becomes its entry: one function per event type, none left out. */
export type EntriesOf<E extends { type: string; by: Acting }> = { [T in E['type']]: (event: Extract<E, { type: T }>) => Entry };

/** An account as the target of an entry. */
export const userTarget = (user: { id: number; email: string }) => ({ type: 'user', id: user.id, label: user.email });
