import { findReferencedBlobKeys } from '../../blob/references.ts';
import type { ProjectCleanup } from '../projects/index.ts';
import { createProjectFilesRepository } from './repository.ts';

/** A project's reference files go with it. */
export const projectFilesCleanup: ProjectCleanup = {
  collectBlobKeys: (trx, projectId) => createProjectFilesRepository(trx).listKeys(projectId),
  async deleteRows(trx, projectId) {
    await trx.deleteFrom('project_files').where('project_id', '=', projectId).execute();
  },
  findReferencedBlobKeys,
};
