import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { newestThumbnail } from '../assets/repository.ts';

/** A LIKE pattern that matches `text` literally anywhere (its own % and _ escaped). */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createSearchRepository(db: Db) {
  const visibleProjectIds = (userId: number) =>
    db
      .selectFrom('projects as p')
      .select('p.id')
      .where((eb) => eb.or([eb('p.user_id', '=', userId), eb('p.id', 'in', eb.selectFrom('project_members').select('project_id').where('user_id', '=', userId))]));

  return {
    findProjects: (userId: number, text: string, limit: number) =>
      db
        .selectFrom('projects')
        .select(['id', 'project_name'])
        .where('id', 'in', visibleProjectIds(userId))
        .where(sql<boolean>`lower(project_name) like ${containing(text)} escape '\\'`)
        .orderBy('project_name')
        .limit(limit)
        .execute(),

    findAssets: (userId: number, text: string, limit: number) =>
      db
        .selectFrom('assets as a')
        .innerJoin('projects as p', 'p.id', 'a.project_id')
        .select((eb) => [
          'a.id',
          'a.title',
          'a.project_id',
          'p.project_name',
          newestThumbnail(eb),
        ])
        .where('a.project_id', 'in', visibleProjectIds(userId))
        .where('a.is_archived', '=', 0)
        .where(sql<boolean>`lower(a.title) like ${containing(text)} escape '\\'`)
        .orderBy('a.title')
        .limit(limit)
        .execute(),
  };
}
