import type { Db } from '../../db/database.ts';
import { may, projectRoleOf, type Actor, type ProjectActor } from '../access/index.ts';
import { createBlobHoldersRepository, type BlobHolder, type BlobPlace } from './repository.ts';

/** What the reader sees of some assets' comments (a private stage hides its comments from anyone it does not seat): comments/stage-visibility.ts's sights fit it. */
export type CommentSightOf = (assetIds: number[]) => Promise<{ sees(comment: { asset_id: number; stage_id: number | null }): boolean }>;

const placeOf = (actor: Actor): BlobPlace => (actor.kind === 'member' ? { userId: actor.user.id } : { projectId: actor.projectId });

/** The actor in the holder's project: a member with their role there, a guest as is (a link belongs to one project). */
const placed = (actor: Actor, holder: Pick<BlobHolder, 'owner_id' | 'member_role'>): ProjectActor =>
  actor.kind === 'member' ? { ...actor, role: projectRoleOf(actor.user.id, holder) } : actor;

/**
 * Whether `actor` may load the stored file `key`, asked of the policy on each asset (or project)
 * holding it: a rendering (any page, a video's renders) of an asset they may read
 * (`asset.read`), the attachment of a comment they see on one, and for members a design's original
 * (`asset.download`) and their projects' reference files (`project.view`). A guest downloads an
 * original only through the link's own route, which audits it under the link; here never.
 */
export async function canActorReadBlob(db: Db, actor: Actor, key: string, sightOf: CommentSightOf): Promise<boolean> {
  const holders = createBlobHoldersRepository(db);
  const place = placeOf(actor);
  if (key.startsWith('project-files/')) return (await holders.referenceFiles(key, place)).some((project) => may(placed(actor, project), 'project.view'));
  const reads = (holder: BlobHolder) => may(placed(actor, holder), 'asset.read', holder);
  if (key.startsWith('attachments/')) {
    // The same picture may be attached to several comments: one the reader sees is enough.
    const attached = (await holders.attachments(key, place)).filter(reads);
    if (attached.length === 0) return false;
    const sight = await sightOf([...new Set(attached.map((holder) => holder.asset_id))]);
    return attached.some((holder) => sight.sees(holder));
  }
  if (actor.kind === 'member' && (await holders.originals(key, place)).some((holder) => reads(holder) && may(placed(actor, holder), 'asset.download'))) return true;
  return (await holders.renderings(key, place)).some(reads);
}
