import type { Selectable } from 'kysely';
import type { ProjectsTable } from '../../db/schema.ts';

export type ProjectRow = Selectable<ProjectsTable>;
