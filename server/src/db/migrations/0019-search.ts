import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Full-text search over comments, the one table that grows into the hundreds of thousands: an FTS5
 * index kept by triggers on SQLite, a GIN index of the text's tsvector on PostgreSQL (an expression
 * index, kept current by the database with every write and adding no column to every row read).
 * SQLite also indexes the first 2, 3 and 4 letters of words, so a word being typed is found as fast
 * as a whole one. The `simple` configuration and unicode61
 * tokenizer fold case (and accents on SQLite) without stemming, whatever language a comment is in.
 */
export function createSearch(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`CREATE INDEX comments_search_vector ON comments USING gin (to_tsvector('simple', content))`.execute(db);
        return;
      }
      await sql`CREATE VIRTUAL TABLE comments_fts USING fts5(content, content='comments', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3 4')`.execute(db);
      await sql`INSERT INTO comments_fts (rowid, content) SELECT id, content FROM comments`.execute(db);
      await sql`CREATE TRIGGER comments_fts_insert AFTER INSERT ON comments BEGIN
                  INSERT INTO comments_fts (rowid, content) VALUES (new.id, new.content);
                END`.execute(db);
      await sql`CREATE TRIGGER comments_fts_delete AFTER DELETE ON comments BEGIN
                  INSERT INTO comments_fts (comments_fts, rowid, content) VALUES ('delete', old.id, old.content);
                END`.execute(db);
      await sql`CREATE TRIGGER comments_fts_update AFTER UPDATE OF content ON comments BEGIN
                  INSERT INTO comments_fts (comments_fts, rowid, content) VALUES ('delete', old.id, old.content);
                  INSERT INTO comments_fts (rowid, content) VALUES (new.id, new.content);
                END`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`DROP INDEX comments_search_vector`.execute(db);
        return;
      }
      for (const trigger of ['comments_fts_insert', 'comments_fts_delete', 'comments_fts_update']) await sql.raw(`DROP TRIGGER ${trigger}`).execute(db);
      await sql`DROP TABLE comments_fts`.execute(db);
    },
  };
}
