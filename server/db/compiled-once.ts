// A query built and compiled once, then only bound to each call's values. Kysely builds a query's
// tree and compiles it to SQL on every call: for the session query that every signed-in call runs
// that was a tenth of the call's CPU (#38, docs/benchmarks.md). The values that change from call
// to call are named; each is a text parameter of the query (compared with `=`), found in the
// compiled parameters by a marker put in its place while compiling. Everything else in the query
// is fixed when it is first run.
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { Database } from './schema';

type Values<Name extends string> = Record<Name, string>;

export interface CompiledOnce<Row, Name extends string> {
  /** Runs the query with these values; its rows as Kysely would answer them. */
  rows(db: Kysely<Database>, values: Values<Name>): Promise<Row[]>;
}

const marker = (index: number) => `\u0000compiled-once:${index}\u0000`;

export function compiledOnce<Row, Name extends string>(
  names: readonly Name[],
  build: (db: Kysely<Database>, values: Values<Name>) => Compilable<Row>,
): CompiledOnce<Row, Name> {
  // Per database: PGlite and PostgreSQL compile alike, but a test may open both.
  const compiled = new WeakMap<Kysely<Database>, { sql: string; parameters: readonly unknown[]; slots: [number, Name][] }>();
  const compile = (db: Kysely<Database>) => {
    const markers = Object.fromEntries(names.map((name, index) => [name, marker(index)])) as Values<Name>;
    const query = build(db, markers).compile();
    const slots: [number, Name][] = [];
    query.parameters.forEach((parameter, position) => {
      const index = names.findIndex((_, i) => parameter === marker(i));
      if (index >= 0) slots.push([position, names[index]!]);
    });
    const missing = names.filter((name) => !slots.some(([, slot]) => slot === name));
    if (missing.length) throw new Error(`compiledOnce: ${missing.join(', ')} is not a parameter of the query`);
    const entry = { sql: query.sql, parameters: query.parameters, slots };
    compiled.set(db, entry);
    return entry;
  };
  return {
    async rows(db, values) {
      const { sql, parameters, slots } = compiled.get(db) ?? compile(db);
      const bound = [...parameters];
      for (const [position, name] of slots) bound[position] = values[name];
      const result = await db.executeQuery<Row>(CompiledQuery.raw(sql, bound) as CompiledQuery<Row>);
      return result.rows;
    },
  };
}
