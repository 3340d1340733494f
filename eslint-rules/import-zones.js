// Import zones of the web client, by resolved path: a feature imports shared/ only, never
// app/ or another feature; shared/ imports neither features/ nor app/; nothing in src/ imports
// the server.
import path from 'node:path';

/** A file of the API server (server/ at the repository's root). */
const isServer = (file) => path.relative(process.cwd(), file).split(path.sep)[0] === 'server';

const zoneOf = (file) => {
  const match = /\/src\/(app|features\/[^/]+|shared)(\/|$)/.exec(file.split(path.sep).join('/'));
  return match ? match[1] : null;
};

export const importZones = {
  meta: { type: 'problem', schema: [], messages: { zone: '{{from}} may not import {{to}}' } },
  create(context) {
    const from = zoneOf(context.filename);
    if (!from) return {};
    return {
      'ImportDeclaration, ImportExpression, ExportNamedDeclaration, ExportAllDeclaration'(node) {
        const source = node.source?.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const target = path.resolve(path.dirname(context.filename), source);
        if (isServer(target)) {
          context.report({ node, messageId: 'zone', data: { from: `src/${from}`, to: 'server/' } });
          return;
        }
        if (from === 'app') return;
        const to = zoneOf(target);
        const allowed = !to || to === from || to === 'shared';
        if (!allowed) context.report({ node, messageId: 'zone', data: { from: `src/${from}`, to: `src/${to}` } });
      },
    };
  },
};
