import { sql, type ExpressionBuilder } from 'kysely';
import type { Db, DialectName } from '../../db/database.ts';
import type { AssetsTable, Database } from '../../db/schema.ts';
import { newestThumbnail } from '../assets/index.ts';
import type { CommentSight } from '../comments/index.ts';
import { MARK_END, MARK_START } from './highlights.ts';

/** A LIKE pattern that matches `text` literally anywhere (its own % and _ escaped). */
const containing = (text: string) => `%${escapeLike(text.toLowerCase())}%`;
const startingWith = (text: string) => `${escapeLike(text.toLowerCase())}%`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const likes = (column: string, pattern: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

/** The words of a search, for full-text matching: letters and digits only, so no query syntax gets through. */
export const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];

/**
 * Comments are ranked among the newest this many that match: ranking every match of a common word
 * in 100,000 comments costs more than a search may take, and what was said lately is what people
 * look for.
 */
const RANKED = 500;

export function createSearchRepository(db: Db, dialect: DialectName) {
  const visibleProjectIds = (userId: number) =>
    db
      .selectFrom('projects as p')
      .select('p.id')
      .where((eb) => eb.or([eb('p.user_id', '=', userId), eb('p.id', 'in', eb.selectFrom('project_members').select('project_id').where('user_id', '=', userId))]));

  /** 0: the name starts with the text; 1: the name holds it; 2: something else matched. */
  const nameRank = (column: string, text: string) => sql<number>`case when lower(${sql.ref(column)}) like ${startingWith(text)} escape '\\' then 0 when lower(${sql.ref(column)}) like ${containing(text)} escape '\\' then 1 else 2 end`;

  const fileMatching = (eb: ExpressionBuilder<Database & { a: AssetsTable }, 'a'>, text: string) =>
    eb
      .selectFrom('variations as v')
      .innerJoin('versions as ver', 'ver.id', 'v.version_id')
      .select('v.file_name')
      .whereRef('ver.asset_id', '=', 'a.id')
      .where(likes('v.file_name', containing(text)))
      .limit(1);

  return {
    findProjects: (userId: number, text: string, limit: number) =>
      db
        .selectFrom('projects')
        .select(['id', 'project_name', 'description'])
        .where('id', 'in', visibleProjectIds(userId))
        .where((eb) => eb.or([likes('project_name', containing(text)), likes('description', containing(text))]))
        .orderBy(nameRank('project_name', text))
        .orderBy('project_name')
        .limit(limit)
        .execute(),

    findAssets: (userId: number, text: string, limit: number) =>
      db
        .selectFrom('assets as a')
        .innerJoin('projects as p', 'p.id', 'a.project_id')
        .select((eb) => ['a.id', 'a.title', 'a.project_id', 'p.project_name', newestThumbnail(eb), fileMatching(eb, text).as('file_name')])
        .where('a.project_id', 'in', visibleProjectIds(userId))
        .where('a.is_archived', '=', 0)
        .where((eb) => eb.or([likes('a.title', containing(text)), eb.exists(fileMatching(eb, text))]))
        .orderBy(nameRank('a.title', text))
        .orderBy('a.title')
        .limit(limit)
        .execute(),

    /**
     * Comments holding every word (or a word starting with it), best ranked first (among the newest
     * matches, see RANKED), among the assets the user can see that are not archived, and of those
     * the comments `sight` lets them see (private review stages, comments/stage-visibility.ts); the
     * excerpt has the matched words between MARK_START and MARK_END.
     */
    async findComments(userId: number, words: string[], limit: number, sight: CommentSight) {
      if (words.length === 0) return [];
      const visible = visibleProjectIds(userId);
      const seen = sight.where('c');
      if (dialect === 'postgres') {
        const query = words.map((word) => `${word}:*`).join(' & ');
        const { rows } = await sql<CommentHit>`
          select c.id as comment_id, c.asset_id, a.title as asset_title, a.project_id, p.project_name,
                 ts_headline('simple', c.content, q, ${`StartSel=${MARK_START},StopSel=${MARK_END},MaxWords=24,MinWords=10,MaxFragments=1,FragmentDelimiter=…`}) as excerpt
          from (
            select m.id, m.asset_id, m.content, ts_rank(to_tsvector('simple', m.content), to_tsquery('simple', ${query})) as rank
            from (
              select c.id, c.asset_id, c.content
              from comments c
              join assets a on a.id = c.asset_id
              where to_tsvector('simple', c.content) @@ to_tsquery('simple', ${query})
                and a.is_archived = 0 and a.project_id in (${visible}) and ${seen}
              order by c.id desc
              limit ${RANKED}
            ) m
            order by rank desc, m.id desc
            limit ${limit}
          ) c
          join assets a on a.id = c.asset_id
          join projects p on p.id = a.project_id,
          to_tsquery('simple', ${query}) q
          order by c.rank desc, c.id desc`.execute(db);
        return rows;
      }
      const query = words.map((word) => `"${word}"*`).join(' ');
      const { rows } = await sql<CommentHit>`
        select c.id as comment_id, c.asset_id, a.title as asset_title, a.project_id, p.project_name,
               snippet(comments_fts, 0, ${MARK_START}, ${MARK_END}, '…', 16) as excerpt
        from (
          select * from (
            select comments_fts.rowid as id, comments_fts.rank as rank
            from comments_fts
            join comments c on c.id = comments_fts.rowid
            join assets a on a.id = c.asset_id
            where comments_fts match ${query} and a.is_archived = 0 and a.project_id in (${visible}) and ${seen}
            order by comments_fts.rowid desc
            limit ${RANKED}
          )
          -- Only the best few get a snippet: making one is the costly part.
          order by rank, id desc
          limit ${limit}
        ) m
        join comments_fts on comments_fts.rowid = m.id and comments_fts match ${query}
        join comments c on c.id = m.id
        join assets a on a.id = c.asset_id
        join projects p on p.id = a.project_id
        order by m.rank, m.id desc`.execute(db);
      return rows;
    },
  };
}

interface CommentHit {
  comment_id: number;
  asset_id: number;
  asset_title: string;
  project_id: number;
  project_name: string;
  excerpt: string;
}
