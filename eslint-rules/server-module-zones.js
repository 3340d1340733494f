// The server's module boundaries (docs/adr/0001-server-module.md), by resolved path:
// - a module's repositories are imported by that module only; other repositories may compose the
//   agent hierarchy's fragments (server/modules/agents/agent-hierarchy.repository.ts);
// - server/http imports of a module only what it exposes: its services, handlers and the handler map;
// - server/db imports no module.
import path from 'node:path';

const HIERARCHY = 'agents/agent-hierarchy.repository';

/** 'server/modules/auth/login.service' of a file or an import's target (no extension). */
const serverPath = (file) => path.relative(process.cwd(), file).split(path.sep).join('/').replace(/\.(ts|js)$/, '');

/** { area, file } of a module file, or null. */
const moduleOf = (relative) => {
  const match = /^server\/modules\/([^/]+)\/(.+)$/.exec(relative);
  return match ? { area: match[1], file: match[2] } : null;
};

const exposed = (file) => /\.(service|handlers)$/.test(file);

export const serverModuleZones = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      repository: "{{to}} is the {{area}} module's own: another module reaches it through its service",
      http: 'server/http imports only what a module exposes (its services and handlers), not {{to}}',
      db: 'server/db imports no module ({{to}})',
    },
  },
  create(context) {
    const from = serverPath(context.filename);
    if (!from.startsWith('server/')) return {};
    const fromModule = moduleOf(from);
    return {
      'ImportDeclaration, ImportExpression, ExportNamedDeclaration, ExportAllDeclaration'(node) {
        const source = node.source?.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const to = serverPath(path.resolve(path.dirname(context.filename), source));
        const target = moduleOf(to);
        if (!target) return;
        if (from.startsWith('server/db/')) {
          context.report({ node, messageId: 'db', data: { to } });
          return;
        }
        if (from.startsWith('server/http/') && !exposed(target.file) && to !== 'server/modules/index') {
          context.report({ node, messageId: 'http', data: { to } });
          return;
        }
        if (!target.file.endsWith('.repository') || fromModule?.area === target.area) return;
        if (`${target.area}/${target.file}` === HIERARCHY && from.endsWith('.repository')) return;
        context.report({ node, messageId: 'repository', data: { to, area: target.area } });
      },
    };
  },
};
