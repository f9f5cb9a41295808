import type { Compilable } from 'kysely';
import type { Db } from './database.ts';

/** Stands in a query for the argument at `index` until the query runs. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A query built and compiled once, on first use, and then run with each call's arguments. For the
 * few queries every request runs (the session, the project list revisions): building and compiling
 * one through Kysely measured three to four times what SQLite spends running it.
 *
 * `build` receives placeholders, one per declared parameter, which may stand only where a single
 * value goes (not in an `in` list, not as a column name).
 */
export function compileOnce<Args extends unknown[], Row>(db: Db, build: (...args: Args) => Compilable<Row>) {
  let run: ((args: Args) => Promise<Row[]>) | undefined;

  function compile() {
    const slots = Array.from({ length: build.length }, (_, index) => new Slot(index)) as unknown as Args;
    const query = build(...slots).compile();
    const slotAt = query.parameters.map((parameter) => (parameter instanceof Slot ? parameter.index : -1));
    return async (args: Args) => {
      const parameters = query.parameters.map((parameter, position) => (slotAt[position]! >= 0 ? args[slotAt[position]!] : parameter));
      const { rows } = await db.executeQuery<Row>({ ...query, parameters });
      return rows;
    };
  }

  return (...args: Args): Promise<Row[]> => (run ??= compile())(args);
}
