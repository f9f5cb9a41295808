import type { Db } from '../../db/database.ts';
import type { DomainEvent } from '../../domain-events/events.ts';
import type { AuditRecord } from './record-audit.ts';
import { createAuditRepository } from './repository.ts';

type DecisionMade = Extract<DomainEvent, { type: 'decision.made' }>;

/**
 * An approval or a request for changes, by a member or a review link's guest (by the name they
 * gave), on the asset it is about. The event is the review's and carries ids, so the asset and the
 * member's address are read in its transaction; where the decision was sent from comes with it.
 */
export async function decisionEntry(trx: Db, event: DecisionMade): Promise<AuditRecord> {
  const { asset, memberEmail } = await createAuditRepository(trx).decisionSubject(event.asset_id, event.actor_id);
  return {
    action: 'review.decided',
    actor: { userId: event.actor_id, label: memberEmail ?? event.actor_name ?? 'guest' },
    client: event.client,
    target: { type: 'asset', id: asset.id, label: asset.title },
    projectId: asset.project_id,
    details: { decision: event.decision, version: event.version_number, ...(event.stage_name !== undefined && { stage: event.stage_name }), ...(event.note !== null && { note: event.note }) },
  };
}
