import type { Db } from '../../db/database.ts';
import { ifRefused, invalid, notFound } from '../../errors.ts';
import { createAssetRows, type AssetRow } from '../assets/index.ts';
import { findVisibleProject, type ProjectRow } from '../projects/index.ts';
import type { Actor, ProjectActor } from './actor.ts';
import { may } from './policy.ts';


/** An asset as one actor reaches it: the actor placed in its project, and the project for a member. */
export interface ActorAsset {
  asset: AssetRow;
  actor: ProjectActor;
  project?: ProjectRow;
}

/**
 * The asset `actor` may read, with the actor placed in its project (a member's role there); 404 for
 * anyone else, so a member outside the project and a guest outside the link learn nothing of it.
 */
export async function findActorAsset(db: Db, actor: Actor, assetId: number): Promise<ActorAsset> {
  const asset = await createAssetRows(db).findAsset(assetId);
  if (actor.kind === 'guest') {
    if (!asset || !may(actor, 'asset.read', asset)) throw notFound('asset_not_in_link');
    return { asset, actor };
  }
  if (!asset) throw notFound('asset_not_found');
  const { project, role } = await findVisibleProject(db, actor.user.id, asset.project_id, 'asset_not_found');
  const placed: ProjectActor = { ...actor, role };
  if (!may(placed, 'asset.read', asset)) throw notFound('asset_not_found');
  return { asset, project, actor: placed };
}

/** One variation `actor` may read, with its asset; a member is told it is not found, a guest that it is not the link's (422, as the field is wrong). */
export async function findActorVariation(db: Db, actor: Actor, variationId: number) {
  const repo = createAssetRows(db);
  const variation = await repo.findVariation(variationId);
  const version = variation && (await repo.findVersion(variation.version_id));
  if (actor.kind === 'guest') {
    const found = version && (await findActorAsset(db, actor, version.asset_id).catch(ifRefused(() => undefined)));
    if (!variation || !found) throw invalid('design_not_in_shared_asset', undefined, { variation_id: 'design_unknown_field' });
    return { variation, ...found };
  }
  if (!variation || !version) throw notFound('variation_not_found');
  return { variation, ...(await findActorAsset(db, actor, version.asset_id)) };
}
