import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ProjectFilesTable } from '../../db/schema.ts';

export type ProjectFileRow = Selectable<ProjectFilesTable>;

export function createProjectFilesRepository(db: Db) {
  return {
    list: (projectId: number) => db.selectFrom('project_files').selectAll().where('project_id', '=', projectId).orderBy('id', 'desc').limit(500).execute(),
    find: (id: number) => db.selectFrom('project_files').selectAll().where('id', '=', id).executeTakeFirst(),
    findByKey: (key: string) => db.selectFrom('project_files').selectAll().where('blob_key', '=', key).orderBy('id', 'desc').executeTakeFirst(),
    insert: (row: Insertable<ProjectFilesTable>) => db.insertInto('project_files').values(row).returningAll().executeTakeFirstOrThrow(),
    delete: (id: number) => db.deleteFrom('project_files').where('id', '=', id).execute(),
    listKeys: async (projectId: number) => (await db.selectFrom('project_files').select('blob_key').where('project_id', '=', projectId).execute()).map((row) => row.blob_key),
  };
}
