import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';
import type { DialectName } from '../database.ts';

/** An auto-incrementing integer primary key named `id`, on either dialect. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: DialectName) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

export const notNull = (col: ColumnDefinitionBuilder) => col.notNull();
