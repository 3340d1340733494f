// A build-only Vite plugin for the react-intl messages of the client. The built client formats
// every message from the precompiled catalogue (src/shared/i18n/compiled), never from the
// English written in the code, so in a production build each message descriptor is reduced to
// its id: `defaultMessage` and `description` are dropped, and `defineMessages(...)` is marked
// pure so that a message module no chunk uses is left out. The dev server and the tests keep the
// descriptors whole (scripts/i18n.mjs extracts them from the sources, not from the build).
import ts from 'typescript';
import type { Plugin } from 'vite';

const DROPPED = new Set(['defaultMessage', 'description']);

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** `{ id: 'X.Y', ... }`: a descriptor has a literal id (a module's map of messages does not). */
function isMessageDescriptor(node: ts.ObjectLiteralExpression): boolean {
  return node.properties.some(
    (p) => ts.isPropertyAssignment(p) && p.name.getText() === 'id' && ts.isStringLiteralLike(p.initializer),
  );
}

/** The edits that reduce the descriptors of one source file to ids. */
function messageEdits(file: ts.SourceFile): Edit[] {
  const edits: Edit[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.getText(file) === 'defineMessages') {
      edits.push({ start: node.getStart(file), end: node.getStart(file), text: '/* @__PURE__ */ ' });
    }
    if (ts.isObjectLiteralExpression(node) && isMessageDescriptor(node)) {
      for (const property of node.properties) {
        if (ts.isPropertyAssignment(property) && DROPPED.has(property.name.getText(file))) {
          // The property with its trailing comma, if any.
          const after = file.text.slice(property.end).match(/^\s*,/);
          edits.push({ start: property.getStart(file), end: property.end + (after ? after[0].length : 0), text: '' });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return edits;
}

export function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes('defaultMessage')) return null;
      const file = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, id.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
      const edits = messageEdits(file).sort((a, b) => b.start - a.start);
      if (!edits.length) return null;
      let out = code;
      for (const { start, end, text } of edits) out = out.slice(0, start) + text + out.slice(end);
      return { code: out, map: null };
    },
  };
}
