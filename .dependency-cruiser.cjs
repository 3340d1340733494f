// The server's import graph (npm run lint): no cycle, type-only imports included, since a type
// that travels both ways ties two files as much as a value does (docs/adr/0001-server-module.md).
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'an import cycle: one of the files should depend on an interface (a port) the other implements',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
