// Generates openapi/generated/portal.d.ts from openapi/portal.yaml with openapi-typescript.
//   node scripts/openapi-types.mjs          write the file (npm run openapi:generate)
//   node scripts/openapi-types.mjs --check  exit 1 when the committed file is stale (npm run openapi:check)
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import ts from 'typescript';
import openapiTS, { astToString } from 'openapi-typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'openapi', 'portal.yaml');
const target = path.join(root, 'openapi', 'generated', 'portal.d.ts');

const HEADER = `/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by scripts/openapi-types.mjs (openapi-typescript) from openapi/portal.yaml.
 * Change the contract, then run \`npm run openapi:generate\`; CI runs \`npm run openapi:check\`.
 */

`;

// Files (multipart parts and downloads) are Blobs in the browser, not strings.
const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
const NULL = ts.factory.createLiteralTypeNode(ts.factory.createNull());

async function generate() {
  const ast = await openapiTS(new URL(`file://${source}`), {
    silent: true,
    transform(schemaObject) {
      if (schemaObject.format !== 'binary') return undefined;
      const nullable = Array.isArray(schemaObject.type) && schemaObject.type.includes('null');
      return nullable ? ts.factory.createUnionTypeNode([BLOB, NULL]) : BLOB;
    },
  });
  return HEADER + astToString(ast);
}

async function main() {
  const check = process.argv.includes('--check');
  const fresh = await generate();
  if (check) {
    const committed = await readFile(target, 'utf8').catch(() => null);
    if (committed !== fresh) {
      console.error(
        `openapi:check: ${path.relative(root, target)} is ${committed === null ? 'missing' : 'out of date'} ` +
          `with ${path.relative(root, source)}. Run \`npm run openapi:generate\` and commit the result.`,
      );
      process.exit(1);
    }
    console.log(`openapi:check: ${path.relative(root, target)} is up to date.`);
    return;
  }
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, fresh);
  console.log(`openapi:generate: wrote ${path.relative(root, target)}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
