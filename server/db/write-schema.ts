// `npm run db:schema`: migrates an in-memory database and writes the table types kysely-codegen
// reads off it to server/db/schema.generated.ts (server/db/schema-generation.ts says how).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './database';
import { generateSchema } from './schema-generation';

const outFile = fileURLToPath(new URL('./schema.generated.ts', import.meta.url));
const database = await openDatabase({ dataDir: 'memory://' });
try {
  writeFileSync(outFile, await generateSchema(database.db));
  console.log(`wrote ${outFile}`);
} finally {
  await database.close();
}
