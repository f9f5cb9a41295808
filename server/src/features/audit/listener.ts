import type { DomainEventListener } from '../../domain-events/announce.ts';
import type { DomainEvent } from '../../domain-events/events.ts';
import { ACCOUNT_ENTRIES, ADMINISTRATION_ENTRIES } from './account-entries.ts';
import { decisionEntry } from './decision-entry.ts';
import type { Entry } from './entries.ts';
import { PROJECT_ENTRIES } from './project-entries.ts';
import { recordAudit } from './record-audit.ts';

const ENTRIES = { ...ACCOUNT_ENTRIES, ...ADMINISTRATION_ENTRIES, ...PROJECT_ENTRIES };
type Audited = Extract<DomainEvent, { type: keyof typeof ENTRIES }>;

const isAudited = (event: DomainEvent): event is Audited => Object.hasOwn(ENTRIES, event.type);

/**
 * The audit log's only writer: the entry of each audited fact, in the transaction that announced it,
 * so the entry and the change are kept together or not at all. A review's decision is read from the
 * review's own event (decision-entry.ts). Other events pass by.
 */
export const writeAuditEntry: DomainEventListener = async (trx, event) => {
  if (event.type === 'decision.made') return recordAudit(trx, await decisionEntry(trx, event));
  if (!isAudited(event)) return;
  const entryOf = ENTRIES[event.type] as (event: Audited) => Entry;
  await recordAudit(trx, { ...entryOf(event), ...event.by });
};
