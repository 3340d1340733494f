// server/db/schema.ts (the Kysely table types every query is checked against) matches the
// migrated database, on PGlite and on PostgreSQL: the same tables and columns, the same
// nullability, a TypeScript type of the column's kind, and the same values where a CHECK
// constraint lists them (the contract's words). A migration without its schema.ts change, or
// the reverse, fails here. The types are read with the TypeScript compiler from the file itself.
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalDatabase } from '../../server/db/database';
import { createTestDatabase, testDatabaseSkipReason } from './support/test-database';

interface DeclaredColumn {
  /** Declared as unknown (JSON read back as any value): nothing more to compare. */
  open: boolean;
  nullable: boolean;
  kinds: Set<string>;
  literals: string[] | null;
}

const schemaFile = fileURLToPath(new URL('../../server/db/schema.ts', import.meta.url));
const probeFile = fileURLToPath(new URL('../../server/db/__schema-probe__.ts', import.meta.url));

/** Each table's columns as schema.ts declares them, read through Kysely's Selectable. */
function declaredSchema(): Map<string, Map<string, DeclaredColumn>> {
  const probe = `import type { Selectable } from 'kysely';\nimport type { Database } from './schema';\nexport type Rows = { [T in keyof Database]: Selectable<Database[T]> };\n`;
  const host = ts.createCompilerHost({ strict: true, skipLibCheck: true });
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => (file === probeFile ? probe : readFile(file));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => file === probeFile || fileExists(file);
  const program = ts.createProgram([probeFile, schemaFile], { strict: true, skipLibCheck: true, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022 }, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(probeFile)!;
  const alias = source.statements.find(ts.isTypeAliasDeclaration)!;
  const rows = checker.getTypeAtLocation(alias.name);
  const tables = new Map<string, Map<string, DeclaredColumn>>();
  for (const table of rows.getProperties()) {
    const tableType = checker.getTypeOfSymbolAtLocation(table, alias);
    const columns = new Map<string, DeclaredColumn>();
    for (const column of tableType.getProperties()) {
      const type = checker.getTypeOfSymbolAtLocation(column, alias);
      const parts = type.isUnion() ? type.types : [type];
      const kinds = new Set<string>();
      const literals: string[] = [];
      let nullable = false;
      for (const part of parts) {
        if (part.flags & ts.TypeFlags.Null) nullable = true;
        else if (part.isStringLiteral()) {
          kinds.add('string');
          literals.push(part.value);
        }
        else if (part.flags & (ts.TypeFlags.String)) kinds.add('string');
        else if (part.flags & (ts.TypeFlags.Number | ts.TypeFlags.NumberLiteral)) kinds.add('number');
        else if (part.flags & (ts.TypeFlags.Boolean | ts.TypeFlags.BooleanLiteral)) kinds.add('boolean');
        else kinds.add(checker.typeToString(part).replace(/<.*>$/, ''));
      }
      const onlyLiterals = literals.length > 0 && parts.every((p) => p.isStringLiteral() || p.flags & ts.TypeFlags.Null);
      const open = Boolean(type.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any));
      columns.set(column.name, { open, nullable, kinds, literals: onlyLiterals ? literals.sort() : null });
    }
    tables.set(table.name, columns);
  }
  return tables;
}

/** The TypeScript kind a PostgreSQL type is read as (both drivers parse int8 to number). */
const KIND_OF: Record<string, string> = {
  text: 'string', 'character varying': 'string', uuid: 'string', inet: 'string', numeric: 'string',
  bigint: 'number', integer: 'number', smallint: 'number', 'double precision': 'number', real: 'number',
  boolean: 'boolean',
  'timestamp with time zone': 'Date', date: 'Date',
  bytea: 'Buffer',
};

describe.skipIf(testDatabaseSkipReason)('server/db/schema.ts against the migrated database', () => {
  let database: PortalDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.close());

  it('has every table and column, typed, nullable and listed as the database has them', async () => {
    const declared = declaredSchema();
    const columns = await sql<{ table_name: string; column_name: string; is_nullable: string; data_type: string }>`
      select table_name, column_name, is_nullable, data_type from information_schema.columns
      where table_schema = 'public' and table_name not like 'kysely_%' order by table_name, ordinal_position`.execute(database.db);
    const checks = await sql<{ table_name: string; definition: string }>`
      select rel.relname as table_name, pg_get_constraintdef(con.oid) as definition
      from pg_constraint con join pg_class rel on rel.oid = con.conrelid join pg_namespace ns on ns.oid = rel.relnamespace
      where con.contype = 'c' and ns.nspname = 'public'`.execute(database.db);

    const problems: string[] = [];
    const actualTables = new Set(columns.rows.map((c) => c.table_name));
    for (const table of actualTables) if (!declared.has(table)) problems.push(`table ${table} is missing from schema.ts`);
    for (const table of declared.keys()) if (!actualTables.has(table)) problems.push(`schema.ts declares table ${table}, which the database does not have`);
    for (const column of columns.rows) {
      const table = declared.get(column.table_name);
      if (!table) continue;
      const type = table.get(column.column_name);
      const where = `${column.table_name}.${column.column_name}`;
      if (!type) {
        problems.push(`${where} is missing from schema.ts`);
        continue;
      }
      if (type.open) continue;
      if (type.nullable !== (column.is_nullable === 'YES')) problems.push(`${where}: nullable ${column.is_nullable} in the database, ${type.nullable ? 'nullable' : 'not nullable'} in schema.ts`);
      const kind = KIND_OF[column.data_type];
      if (kind && !type.kinds.has(kind)) problems.push(`${where}: ${column.data_type} is read as ${kind}, schema.ts says ${[...type.kinds].join(' | ')}`);
      // CHECK (column IN (...)) reads back as: CHECK ((column = ANY (ARRAY['A'::text, 'B'::text])))
      const listed = checks.rows
        .filter((c) => c.table_name === column.table_name)
        .map((c) => new RegExp(`^CHECK \\(\\(${column.column_name} = ANY \\(ARRAY\\[(.*)\\]\\)\\)\\)$`).exec(c.definition)?.[1])
        .find(Boolean);
      if (listed) {
        const values = [...listed.matchAll(/'([^']*)'/g)].map((m) => m[1]!).sort();
        if (JSON.stringify(values) !== JSON.stringify(type.literals)) problems.push(`${where}: the database allows ${values.join(', ')}; schema.ts says ${type.literals?.join(', ') ?? [...type.kinds].join(' | ')}`);
      }
    }
    for (const [table, declaredColumns] of declared) {
      const actual = new Set(columns.rows.filter((c) => c.table_name === table).map((c) => c.column_name));
      for (const column of declaredColumns.keys()) if (actualTables.has(table) && !actual.has(column)) problems.push(`schema.ts declares ${table}.${column}, which the database does not have`);
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
