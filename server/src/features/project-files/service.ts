import type { BlobStore } from '../../blob/blob-store.ts';
import { releaseBlobs } from '../../blob/references.ts';
import type { Db } from '../../db/database.ts';
import { invalid, notFound } from '../../errors.ts';
import type { DesignUpload } from '../../plugins/design-upload.ts';
import { loadPeople, type UserRow } from '../auth/index.ts';
import { createAssetLimits } from '../assets/index.ts';
import { authorize as authorizeActor, memberActor } from '../access/index.ts';
import { authorize, findVisibleProject } from '../projects/index.ts';
import { presentProjectFile } from './presenter.ts';
import { createProjectFilesRepository } from './repository.ts';


/** A short lower-case extension from the name, for the blob key; anything odd becomes `bin`. */
const extensionOf = (name: string) => {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return name.includes('.') && /^[a-z0-9]{1,5}$/.test(extension) ? extension : 'bin';
};

/** Reference files of a project: any type, always served as a download, counted in the owner's storage. */
export function createProjectFilesService(db: Db, blobs: BlobStore) {
  const repo = createProjectFilesRepository(db);
  const present = async (rows: Awaited<ReturnType<typeof repo.list>>) => {
    const people = await loadPeople(db, rows.map((row) => row.user_id));
    return rows.map((row) => presentProjectFile(row, people));
  };

  return {
    async list(user: UserRow, projectId: number) {
      await findVisibleProject(db, user.id, projectId);
      return present(await repo.list(projectId));
    },

    async upload(user: UserRow, projectId: number, upload: DesignUpload, declaredType: string) {
      const { project, role } = await findVisibleProject(db, user.id, projectId);
      authorize(role, 'asset.create');
      const file = upload.file;
      if (!file) throw invalid('file_required', undefined, { file: 'file_required' });
      try {
        await createAssetLimits(db).assertStorageFor(project.user_id, file.size);
      } catch (error) {
        await upload.discard();
        throw error;
      }
      const stored = await blobs.putFile('project-files', extensionOf(file.filename), file);
      const row = await db
        .transaction()
        .execute(async (trx) => {
          const limits = createAssetLimits(trx);
          await limits.lockAccount(project.user_id);
          await limits.assertStorageFor(project.user_id, 0);
          return createProjectFilesRepository(trx).insert({
            project_id: project.id,
            user_id: user.id,
            blob_key: stored.key,
            file_name: file.filename.slice(0, 255),
            file_type: declaredType.slice(0, 100) || 'application/octet-stream',
            file_size: file.size,
            created_at: new Date().toISOString(),
          });
        })
        .catch(async (error: unknown) => {
          await releaseBlobs(db, blobs, [stored.key]);
          throw error;
        });
      return (await present([row]))[0]!;
    },

    /** The uploader, the owner or an admin removes a file. */
    async remove(user: UserRow, fileId: number) {
      const row = await repo.find(fileId);
      if (!row) throw notFound('file_not_found');
      const { role } = await findVisibleProject(db, user.id, row.project_id, 'file_not_found');
      authorizeActor({ ...memberActor(user), role }, 'project_file.delete', row);
      await repo.delete(row.id);
      await releaseBlobs(db, blobs, [row.blob_key]);
    },
  };
}

export type ProjectFilesService = ReturnType<typeof createProjectFilesService>;
