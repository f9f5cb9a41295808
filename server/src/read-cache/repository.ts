import { compileOnce } from '../db/compile-once.ts';
import type { Db } from '../db/database.ts';

/** The revisions a cached read is checked against, each read by one indexed query compiled once. */
export function createReadRevisionsRepository(db: Db) {
  const names = db.selectFrom('read_revisions').select('value').where('name', '=', 'names');

  const ofAsset = compileOnce(db, (assetId: number) =>
    db
      .selectFrom('assets as a')
      .innerJoin('projects as p', 'p.id', 'a.project_id')
      .select('p.revision')
      .select(names.as('names'))
      .where('a.id', '=', assetId),
  );
  const ofProject = compileOnce(db, (projectId: number) => db.selectFrom('projects').select('revision').select(names.as('names')).where('id', '=', projectId));
  const ofNames = compileOnce(db, () => names);

  const first = ([row]: { revision: number; names: number | null }[]) => row && { revision: row.revision, names: row.names ?? 0 };

  return {
    /** The revision of the asset's project and the names revision; undefined when there is no such asset. */
    ofAsset: async (assetId: number) => first(await ofAsset(assetId)),
    ofProject: async (projectId: number) => first(await ofProject(projectId)),
    names: async () => (await ofNames())[0]?.value ?? 0,
  };
}
