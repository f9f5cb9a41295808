import { announceAlone } from '../../domain-events/announce.ts';
import { ifRefused, notFound } from '../../errors.ts';
import { authorize } from '../access/index.ts';
import type { AuditContext } from '../audit/index.ts';
import type { GuestContext } from './guest-context.ts';
import { guestActor } from './guest-actor.ts';
import type { GuestCookies } from './open-link.ts';

/** The stored original of one of the link's variations, when the link allows downloads; the download is in the audit log. */
export async function guestOriginal({ db, links, announce }: GuestContext, token: string, variationId: number, cookies: GuestCookies, audit: AuditContext) {
  const link = await links.findSharedLink(token, cookies);
  authorize(guestActor(link, null), 'asset.download');
  const { variation } = await links.variationInLink(link, variationId).catch(
    ifRefused(() => {
      throw notFound('design_not_in_shared_asset');
    }),
  );
  await announceAlone(db, announce, { type: 'original.downloaded', by: audit, project_id: link.project_id, variation: { id: variation.id, file_name: variation.file_name }, share_link_id: link.id });
  return { key: variation.design_file, fileName: variation.file_name };
}
