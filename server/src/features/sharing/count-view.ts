import type { AuditContext } from '../audit/index.ts';
import type { GuestContext } from './guest-context.ts';
import { createShareLinksRepository } from './repository.ts';

/** A link a guest opened, as its view count and the audit log name it (by what it shares). */
export interface OpenedLink {
  linkId: number;
  projectId: number;
  label: string;
}

/**
 * Counts a browser session that opened the link (the caller knows whether it was counted before),
 * and notes the visit in the audit log: once per visit, not per read.
 */
export const countView = ({ db, announce }: GuestContext, opened: OpenedLink, audit: AuditContext) =>
  db.transaction().execute(async (trx) => {
    await createShareLinksRepository(trx).countView(opened.linkId, new Date().toISOString());
    await announce(trx, { type: 'share_link.opened', by: audit, project_id: opened.projectId, link_id: opened.linkId, label: opened.label });
  });
