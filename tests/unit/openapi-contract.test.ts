// Checks openapi/portal.yaml against the project's rules: every operation of docs/operations.txt,
// request schemas strict enough for the server's ajv validation, the shared answers and the
// result-code catalogue of docs/server-and-contract.md.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { CONTRACT_FILE } from '../../openapi/contract-file';

type Node = Record<string, unknown>;
interface Operation extends Node {
  operationId: string;
  tags?: string[];
  parameters?: Node[];
  requestBody?: Node;
  responses: Record<string, Node>;
  security?: unknown[];
}

const read = (path: string) =>
  readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), 'utf8');
const doc = parse(readFileSync(CONTRACT_FILE, 'utf8')) as Node;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function resolve(node: unknown): Node {
  let current = node as Node;
  for (let hops = 0; typeof current?.$ref === 'string'; hops += 1) {
    if (hops > 20) throw new Error(`$ref loop at ${String(current.$ref)}`);
    current = (current.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>(
        (at, key) => (at as Node)[key.replace(/~1/g, '/').replace(/~0/g, '~')],
        doc,
      ) as Node;
    if (current === undefined) throw new Error('unresolved $ref');
  }
  return current;
}

const operations: { method: string; path: string; op: Operation }[] = Object.entries(
  doc.paths as Node,
).flatMap(([path, item]) =>
  METHODS.filter((m) => (item as Node)[m]).map((method) => ({
    method,
    path,
    op: (item as Node)[method] as Operation,
  })),
);

/** Every schema node reachable from a schema, with its JSON path (refs followed once per branch). */
function* walkSchema(
  schema: unknown,
  where: string,
  seen: string[] = [],
): Generator<[Node, string]> {
  const ref = (schema as Node)?.$ref;
  if (typeof ref === 'string') {
    if (seen.includes(ref)) return;
    yield* walkSchema(resolve(schema), `${where}->${ref.split('/').pop()}`, [...seen, ref]);
    return;
  }
  const node = schema as Node;
  yield [node, where];
  for (const [key, sub] of Object.entries((node.properties as Node) ?? {}))
    yield* walkSchema(sub, `${where}.${key}`, seen);
  if (node.items) yield* walkSchema(node.items, `${where}[]`, seen);
  for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const) {
    for (const [i, sub] of ((node[keyword] as unknown[]) ?? []).entries())
      yield* walkSchema(sub, `${where}.${keyword}[${i}]`, seen);
  }
  if (typeof node.additionalProperties === 'object')
    yield* walkSchema(node.additionalProperties, `${where}{}`, seen);
}

const isType = (node: Node, type: string) =>
  node.type === type || (Array.isArray(node.type) && node.type.includes(type));

function requestSchemas(op: Operation): [unknown, string][] {
  const body = op.requestBody ? resolve(op.requestBody) : undefined;
  const fromBody = Object.entries((body?.content as Node) ?? {}).map(
    ([type, media]) =>
      [(media as Node).schema, `${op.operationId} body ${type}`] as [unknown, string],
  );
  const fromParameters = (op.parameters ?? [])
    .map(resolve)
    .filter((p) => p.in === 'query' || p.in === 'path')
    .map(
      (p) => [p.schema, `${op.operationId} ${String(p.in)} ${String(p.name)}`] as [unknown, string],
    );
  return [...fromBody, ...fromParameters];
}

describe('openapi/portal.yaml', () => {
  it('is OpenAPI 3.1.0, Merchant Portal API 1.0.7, served from /', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'Merchant Portal API', version: '1.0.7' });
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('describes every line of docs/operations.txt with its operationId and tag, and nothing else', () => {
    const lines = read('docs/operations.txt')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    expect(lines).toHaveLength(98);
    for (const line of lines) {
      const [method, path, operationId, tag] = line.split(/\s+/);
      const op = ((doc.paths as Node)[path!] as Node | undefined)?.[method!.toLowerCase()] as
        Operation | undefined;
      expect(op, line).toBeDefined();
      expect(op?.operationId, line).toBe(operationId);
      expect(op?.tags, line).toEqual([tag]);
    }
    expect(operations).toHaveLength(lines.length);
  });

  it('gives every tag a description', () => {
    const tags = new Map((doc.tags as Node[]).map((t) => [t.name, t.description]));
    for (const { op } of operations)
      for (const tag of op.tags ?? []) expect(tags.get(tag), tag).toBeTruthy();
  });

  it('gives every request string a maxLength (files excepted)', () => {
    const unbounded: string[] = [];
    for (const { op } of operations) {
      for (const [schema, where] of requestSchemas(op)) {
        for (const [node, path] of walkSchema(schema, where)) {
          if (
            isType(node, 'string') &&
            node.format !== 'binary' &&
            typeof node.maxLength !== 'number'
          )
            unbounded.push(path);
        }
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('closes every request-body object with additionalProperties: false', () => {
    const open: string[] = [];
    for (const { op } of operations) {
      for (const [schema, where] of requestSchemas(op)) {
        for (const [node, path] of walkSchema(schema, where)) {
          if (isType(node, 'object') && node.additionalProperties !== false) open.push(path);
          if (node.allOf || node.anyOf || node.oneOf)
            open.push(`${path} (composition in a request schema)`);
        }
      }
    }
    expect(open).toEqual([]);
  });

  it('requires at least one field of every request body, except where the spec calls it with none', () => {
    // The spec's PUT /api/v1/turnon-twofactor-auth has no body; a code in it is our addition (#51).
    const bodyOptional = new Set(['turnOnTwoFactorAuth']);
    for (const { op } of operations) {
      if (!op.requestBody) continue;
      if (bodyOptional.has(String(op.operationId))) {
        expect(resolve(op.requestBody).required, op.operationId).toBe(false);
        continue;
      }
      expect(resolve(op.requestBody).required, op.operationId).toBe(true);
      for (const media of Object.values(resolve(op.requestBody).content as Node)) {
        const schema = resolve((media as Node).schema);
        const required = (schema.required as string[] | undefined)?.length ?? 0;
        expect(required > 0 || Number(schema.minProperties) > 0, op.operationId).toBe(true);
      }
    }
  });

  it('answers 200, 400, 403 and 500 on every operation, 400/403/500 as ApiResult', () => {
    for (const { op } of operations) {
      // Readiness (#36) also answers 503 when the instance is not ready.
      expect(Object.keys(op.responses).sort(), op.operationId).toEqual([
        '200',
        '400',
        '403',
        '500',
        ...(op.operationId === 'getReadiness' ? ['503'] : []),
      ]);
      for (const status of ['400', '403', '500']) {
        const media = (resolve(op.responses[status]).content as Node)['application/json'] as Node;
        const schema = resolve(media.schema);
        const composesApiResult =
          (media.schema as Node).$ref === '#/components/schemas/ApiResult' ||
          ((schema.allOf as Node[]) ?? []).some(
            (part) => part.$ref === '#/components/schemas/ApiResult',
          );
        expect(composesApiResult, `${op.operationId} ${status}`).toBe(true);
      }
    }
  });

  it('gives an example for every request body and every 200 answer', () => {
    for (const { op } of operations) {
      const answers = Object.values(resolve(op.responses['200']).content as Node) as Node[];
      expect(
        answers.every((media) => media.example !== undefined),
        `${op.operationId} 200`,
      ).toBe(true);
      if (op.requestBody) {
        const bodies = Object.values(resolve(op.requestBody).content as Node) as Node[];
        expect(
          bodies.every((media) => media.example !== undefined),
          `${op.operationId} body`,
        ).toBe(true);
      }
    }
  });

  it('references the shared theme header on every operation', () => {
    for (const { op } of operations) {
      expect(op.parameters, op.operationId).toContainEqual({
        $ref: '#/components/parameters/Theme',
      });
    }
  });

  it('makes the public operations public and the terminal sale key-authenticated', () => {
    const publicOps = [
      'login',
      'getTotalLoginFailed',
      'requestResetPassword',
      'validateResetPasswordToken',
      'checkResetPasswordToken',
      'resetPassword',
      'contactSupport',
      'changeFirstLoginPassword',
      'sendUnlockCode',
      'verifyUnlockCode',
      'getStatus',
      'getVersion',
      'getLiveness',
      'getReadiness',
      'getCustomTemplateDetails',
      'unsubscribeReportSchedule',
    ];
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
    for (const { op } of operations) {
      if (publicOps.includes(op.operationId)) expect(op.security, op.operationId).toEqual([]);
      else if (op.operationId === 'terminalSale')
        expect(op.security).toEqual([{ terminalKey: [] }]);
      else expect(op.security, op.operationId).toBeUndefined();
    }
    const sale = operations.find(({ op }) => op.operationId === 'terminalSale')!.op;
    expect(sale.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
  });

  it('describes multipart operations with an encoding for their parts', () => {
    for (const id of [
      'contactSupport',
      'contactUs',
      'submitPinBatchOrders',
      'createDocument',
      'updateDocument',
    ]) {
      const op = operations.find(({ op }) => op.operationId === id)!.op;
      const media = (resolve(op.requestBody).content as Node)['multipart/form-data'] as Node;
      expect(media?.encoding, id).toBeTruthy();
    }
  });

  it('has every result code of the docs/server-and-contract.md catalogue in the ResultCode enum', () => {
    const catalogue = read('docs/server-and-contract.md')
      .split('\n')
      .filter((line) => /^\|\s*\d/.test(line))
      .flatMap((line) =>
        line
          .split('|')[1]!
          .split(',')
          .map((code) => Number(code.trim())),
      );
    expect(catalogue.length).toBeGreaterThan(20);
    const resultCode = resolve({ $ref: '#/components/schemas/ResultCode' });
    expect(resultCode.enum).toEqual(expect.arrayContaining(catalogue));
    expect((resultCode['x-enum-descriptions'] as string[]).length).toBe(
      (resultCode.enum as number[]).length,
    );
  });
});
