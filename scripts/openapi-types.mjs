// Generates openapi/generated/portal.d.ts from openapi/portal.yaml with openapi-typescript, and
// openapi/generated/result-codes.ts: the result-code catalogue (the ResultCode schema's enum with
// its x-enum-varnames and x-enum-http-status), the one list the server and the client import.
//   node scripts/openapi-types.mjs          write the file (npm run openapi:generate)
//   node scripts/openapi-types.mjs --check  exit 1 when the committed file is stale (npm run openapi:check)
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import ts from 'typescript';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'openapi', 'portal.yaml');
const target = path.join(root, 'openapi', 'generated', 'portal.d.ts');
const catalogueTarget = path.join(root, 'openapi', 'generated', 'result-codes.ts');
const patternsTarget = path.join(root, 'openapi', 'generated', 'patterns.ts');

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

/** The catalogue module: one constant per code, named by x-enum-varnames, and its HTTP status. */
async function generateCatalogue() {
  const document = parse(await readFile(source, 'utf8'));
  const schema = document.components.schemas.ResultCode;
  const codes = schema.enum;
  const names = schema['x-enum-varnames'];
  const statuses = schema['x-enum-http-status'];
  const meanings = schema['x-enum-descriptions'];
  if (names?.length !== codes.length || statuses?.length !== codes.length || meanings?.length !== codes.length) {
    throw new Error('ResultCode needs x-enum-varnames, x-enum-http-status and x-enum-descriptions, one per enum value');
  }
  const entries = codes.map((code, i) => `  /** ${meanings[i]} */\n  ${names[i]}: ${code},`).join('\n');
  const httpEntries = codes.map((code, i) => `  ${code}: ${statuses[i]},`).join('\n');
  return `${HEADER.replace(' (openapi-typescript)', '')}import type { components } from './portal';

/** Every result code of the contract, by name (schema ResultCode of openapi/portal.yaml). */
export const ResultCode = {
${entries}
} as const satisfies Record<string, components['schemas']['ResultCode']>;

export type ResultCode = components['schemas']['ResultCode'];

/** The HTTP status the server answers each code with (0: only the client produces it). */
export const RESULT_CODE_HTTP_STATUS = {
${httpEntries}
} as const satisfies Record<ResultCode, number>;
`;
}

/** The patterns of the contract's named string schemas (AgentCode, Phone, NewPassword, ...) as
 * RegExps with the 'u' flag ajv uses: the client's form rules read them, the server validates
 * with the same schemas, so a rule has one home. */
async function generatePatterns() {
  const document = parse(await readFile(source, 'utf8'));
  const named = Object.entries(document.components.schemas)
    .filter(([, schema]) => typeof schema.pattern === 'string')
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const entries = named
    .map(([name, schema]) => `  /** ${String(schema.description ?? name).split('\n')[0].replace(/\*\//g, '* /')} */\n  ${name}: new RegExp(${JSON.stringify(schema.pattern)}, 'u'),`)
    .join('\n');
  return `${HEADER.replace(' (openapi-typescript)', '')}/** The pattern of each named string schema of the contract. */
export const CONTRACT_PATTERNS = {
${entries}
} as const;
`;
}

async function main() {
  const check = process.argv.includes('--check');
  const outputs = [
    [target, await generate()],
    [catalogueTarget, await generateCatalogue()],
    [patternsTarget, await generatePatterns()],
  ];
  if (check) {
    let stale = false;
    for (const [file, fresh] of outputs) {
      const committed = await readFile(file, 'utf8').catch(() => null);
      if (committed === fresh) continue;
      stale = true;
      console.error(
        `openapi:check: ${path.relative(root, file)} is ${committed === null ? 'missing' : 'out of date'} ` +
          `with ${path.relative(root, source)}. Run \`npm run openapi:generate\` and commit the result.`,
      );
    }
    if (stale) process.exit(1);
    console.log('openapi:check: the generated files are up to date.');
    return;
  }
  await mkdir(path.dirname(target), { recursive: true });
  for (const [file, fresh] of outputs) {
    await writeFile(file, fresh);
    console.log(`openapi:generate: wrote ${path.relative(root, file)}`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
