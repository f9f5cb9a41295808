import type { DomainEventListener } from '../../domain-events/announce.ts';
import { lineOf } from './lines.ts';
import { createHistoryRepository } from './repository.ts';

/**
 * The one writer of history: each event that changes an asset for its people to read about becomes
 * its line, in the announcing transaction, so the line commits or rolls back with the change.
 */
export const historyListener: DomainEventListener = async (trx, event) => {
  const repo = createHistoryRepository(trx);
  const line = await lineOf(repo, event);
  if (!line) return;
  const { guest_name = null, reply = null, replied_to = null, created_at = new Date().toISOString(), ...rest } = line;
  await repo.insert({ ...rest, guest_name: rest.user_id === null ? guest_name : null, reply, replied_to, created_at });
};
