import type { ProjectFile } from '@review/contract/project-files';
import type { Person } from '@review/contract/assets';
import { filePath } from '../../blob/file-path.ts';
import type { ProjectFileRow } from './repository.ts';

export function presentProjectFile(row: ProjectFileRow, people: Map<number, Person>): ProjectFile {
  const user = row.user_id === null ? undefined : people.get(row.user_id);
  return {
    id: row.id,
    project_id: row.project_id,
    file_name: row.file_name,
    file_type: row.file_type,
    file_size: Number(row.file_size),
    url: filePath(row.blob_key),
    created_at: row.created_at,
    user: user ? { id: user.id, first_name: user.first_name, last_name: user.last_name } : null,
  };
}
