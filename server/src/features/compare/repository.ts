import type { ChangedRegion, ChangeState } from '@review/contract/changes';
import type { Db } from '../../db/database.ts';

const now = () => new Date().toISOString();

/** A variation with what a comparison needs: its version, page 1's rendering and size, and its kind. */
const variationColumns = ['v.id', 'v.version_id', 'v.letter_index', 'v.variation_name', 'v.preview', 'v.width', 'v.height', 'v.page_count', 'v.render_state', 'v.video_probe', 'ver.version', 'ver.asset_id'] as const;

/** SQL of changed regions (`variation_changes`) and the variations and pages they compare. */
export function createChangesRepository(db: Db) {
  const variations = () => db.selectFrom('variations as v').innerJoin('versions as ver', 'ver.id', 'v.version_id').select(variationColumns);
  return {
    findChange: (variationId: number) => db.selectFrom('variation_changes').selectAll().where('variation_id', '=', variationId).executeTakeFirst(),

    /** The comparison rows of a version's variations, with each variation's name and letter. */
    listChangesOfVersion: (versionId: number) =>
      db
        .selectFrom('variation_changes as c')
        .innerJoin('variations as v', 'v.id', 'c.variation_id')
        .select(['c.variation_id', 'c.state', 'c.regions', 'v.variation_name', 'v.letter_index'])
        .where('v.version_id', '=', versionId)
        .execute(),

    async findProjectOfVariation(variationId: number) {
      const row = await db
        .selectFrom('variations as v')
        .innerJoin('versions as ver', 'ver.id', 'v.version_id')
        .innerJoin('assets as a', 'a.id', 'ver.asset_id')
        .select('a.project_id')
        .where('v.id', '=', variationId)
        .executeTakeFirst();
      return row?.project_id;
    },

    /** Name, letter and version number of the variations comments are on. */
    listVariationKeys: (variationIds: number[]) =>
      db
        .selectFrom('variations as v')
        .innerJoin('versions as ver', 'ver.id', 'v.version_id')
        .select(['v.id', 'v.variation_name', 'v.letter_index', 'ver.version'])
        .where('v.id', 'in', variationIds)
        .execute(),

    findNewestVersion: (assetId: number) => db.selectFrom('versions').select(['id', 'version']).where('asset_id', '=', assetId).orderBy('version', 'desc').limit(1).executeTakeFirst(),

    findVariation: (variationId: number) => variations().where('v.id', '=', variationId).executeTakeFirst(),
    listVariationsOfVersion: (versionId: number) => variations().where('v.version_id', '=', versionId).orderBy('v.letter_index').execute(),

    /** The variations of the version just before `version` of the asset (the highest number below it). */
    listPreviousVariations: (assetId: number, version: number) =>
      variations()
        .where('ver.asset_id', '=', assetId)
        .where('ver.version', '=', (eb) => eb.selectFrom('versions').select((e) => e.fn.max('version').as('previous')).where('asset_id', '=', assetId).where('version', '<', version))
        .execute(),

    findVersion: (assetId: number, version: number) => db.selectFrom('versions').select(['id', 'asset_id', 'version']).where('asset_id', '=', assetId).where('version', '=', version).executeTakeFirst(),

    /** Page `number`'s rendering and size (page 1 is the variation's own columns). */
    async findPage(variation: { id: number; preview: string; width: number; height: number }, number: number) {
      if (number === 1) return { preview: variation.preview, width: variation.width, height: variation.height };
      return db.selectFrom('variation_pages').select(['preview', 'width', 'height']).where('variation_id', '=', variation.id).where('number', '=', number).executeTakeFirst();
    },

    /**
     * Takes the version's row lock (a no-op update) so the comparisons of one version settle one
     * after the other: the last one to settle sees the others settled and announces the version.
     */
    lockVersion: (versionId: number) => db.updateTable('versions').set((eb) => ({ id: eb.ref('id') })).where('id', '=', versionId).execute(),

    countPending: async (versionId: number) => {
      const row = await db
        .selectFrom('variation_changes as c')
        .innerJoin('variations as v', 'v.id', 'c.variation_id')
        .select((eb) => eb.fn.countAll<number | string>().as('pending'))
        .where('v.version_id', '=', versionId)
        .where('c.state', '=', 'pending')
        .executeTakeFirstOrThrow();
      return Number(row.pending);
    },

    insertChange: (row: { variation_id: number; compared_with: number | null; state: ChangeState }) =>
      db
        .insertInto('variation_changes')
        .values({ ...row, created_at: now(), updated_at: now() })
        .onConflict((conflict) => conflict.column('variation_id').doNothing())
        .execute(),

    /** Settles a pending comparison; a settled one (a second run of the job) is left as it is. */
    async settleChange(variationId: number, result: { state: 'ready' | 'failed'; regions: ChangedRegion[]; changed_ratio: number }) {
      const [row] = await db
        .updateTable('variation_changes')
        .set({ state: result.state, regions: JSON.stringify(result.regions), changed_ratio: result.changed_ratio, updated_at: now() })
        .where('variation_id', '=', variationId)
        .where('state', '=', 'pending')
        .execute();
      /** Whether this call settled it (false when a second run of the job found it settled). */
      return Number(row?.numUpdatedRows ?? 0) > 0;
    },
  };
}

export type ChangesRepository = ReturnType<typeof createChangesRepository>;
export type ComparedVariation = NonNullable<Awaited<ReturnType<ChangesRepository['findVariation']>>>;
