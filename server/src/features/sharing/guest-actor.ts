import type { GuestActor } from '../access/index.ts';
import type { OpenLink } from './open-link.ts';

/** A review link's holder as an Actor: what the link opens and allows, this browser's key, and the name and address given with the call. */
export const guestActor = (link: OpenLink, key: string | null, given: { name: string; email: string } = { name: '', email: '' }): GuestActor => ({
  kind: 'guest',
  linkId: link.id,
  projectId: link.project_id,
  assetId: link.asset_id,
  switches: { draw: link.allow_annotations === 1, decide: link.allow_decisions === 1, download: link.allow_download === 1 },
  name: given.name,
  email: given.email,
  key,
});
