// A build-only Vite plugin that puts a first visit's code in few chunks: the modules the entry
// (src/main.tsx) imports statically, without following dynamic imports, in the first chunk
// (sign-in-<hash>.js, which every visit loads); what the sign-in form (LoginPage: formik, the
// form's fields and banners) adds to it in login-form-<hash>.js, which signed-in-preload.js
// preloads beside the first chunk when no token is stored, so that a signed-in visit does not
// download it; and what every signed-in page adds in signed-in-<hash>.js. A module both the form
// and the signed-in pages import stays in the first chunk. Left to automatic chunking, these
// modules become a couple of dozen small files, each compressed on its own; one file compresses
// several KiB smaller and saves the requests. Screens loaded later import from these chunks.
//
// Barrels (an index.ts made of `export { ... } from` lines only, e.g. src/shared/i18n) would
// drag everything they re-export into that chunk, so in a build a named import from a barrel is
// rewritten to import each name from the module that defines it: the sign-in chunk then holds
// what the sign-in page uses, not the messages and helpers only later screens use.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

const MARKS = [/\/src\/main\.tsx$/];
/** The sign-in form, beyond the first chunk (scripts/size-budget.mjs counts it for the sign-in page). */
const LOGIN_FORM_MARKS = [/\/src\/features\/auth\/components\/LoginPage\.tsx$/];
/** What every signed-in page loads first, as one more chunk (signed-in-<hash>.js) of what these
 * import statically beyond the sign-in chunk: one request instead of about fifteen small ones,
 * which on a phone's connection came in several round trips. */
const SIGNED_IN_MARKS = [/\/src\/app\/router\/signedInCalls\.ts$/, /\/src\/app\/router\/RequireUser\.tsx$/, /\/src\/app\/router\/PageGate\.tsx$/, /\/src\/app\/shell\/Shell\.tsx$/];
const SOURCE = /\/src\/.*\.tsx?$/;
/** The shared kit (tables, badges, selects, chart frames...): many screens import each of these
 * small modules, which left to automatic chunking became a dozen files of a few hundred bytes,
 * each a round trip on a phone's first visit. Those that need no library beyond what the first
 * load already has join the signed-in chunk (the rest, such as the form kit with yup, stay in
 * chunks of their own, loaded by the screens that use them). */
const SHARED_KIT = /\/src\/shared\/.*\.tsx?$/;
/** Libraries a first-load library imports but the first load does not use. None today: reselect,
 * which RTK re-exports, is used by RTK Query, and the sign-in page calls the server through it. */
const LATER: RegExp[] = [];
const NAMED_IMPORT = /\bimport\s+\{([^}]*)\}\s*from\s*['"](\.[^'"]*)['"];?/g;
const RE_EXPORT = /\bexport\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"];?/g;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** `a, b as c, type D` -> [['a', 'a'], ['b', 'c'], ['D', 'D', true]] (name, alias, type only). */
function specifiers(list: string): [string, string, boolean][] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const typeOnly = part.startsWith('type ');
      const [name = '', alias = name] = part.replace(/^type\s+/, '').split(/\s+as\s+/);
      return [name.trim(), alias.trim(), typeOnly];
    });
}

function fileOf(base: string): string | null {
  for (const extension of ['', ...EXTENSIONS]) {
    try {
      readFileSync(base + extension);
      return base + extension;
    } catch {
      // Not this one.
    }
  }
  return null;
}

const barrels = new Map<string, Map<string, { file: string; name: string }> | null>();

/** A barrel's exported names -> the file and name that define them; null when the file is not a barrel. */
function barrelExports(file: string): Map<string, { file: string; name: string }> | null {
  if (barrels.has(file)) return barrels.get(file)!;
  barrels.set(file, null);
  if (!/\/index\.tsx?$/.test(file)) return null;
  const code = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  if (code.replace(RE_EXPORT, '').trim() !== '') return null;
  const exported = new Map<string, { file: string; name: string }>();
  for (const [, typeOnly, list, specifier] of code.matchAll(RE_EXPORT)) {
    if (typeOnly) continue;
    const target = fileOf(resolve(dirname(file), specifier!));
    if (!target) return null;
    for (const [name, alias, typeName] of specifiers(list!)) {
      if (!typeName) exported.set(alias, barrelExports(target)?.get(name) ?? { file: target, name });
    }
  }
  barrels.set(file, exported);
  return exported;
}

/** The import statement rewritten to the defining modules, or null to leave it. */
function bypassBarrel(statement: string, list: string, specifier: string, importer: string): string | null {
  const file = fileOf(resolve(dirname(importer), specifier));
  const exported = file ? barrelExports(file) : null;
  if (!exported) return null;
  const lines: string[] = [];
  for (const [name, alias, typeOnly] of specifiers(list)) {
    if (typeOnly) continue;
    const origin = exported.get(name);
    if (!origin) return null;
    lines.push(`import { ${origin.name} as ${alias} } from ${JSON.stringify(origin.file)};`);
  }
  return lines.length ? lines.join(' ') : statement.replace(/[^\n]/g, '');
}

/** The ids reachable by static imports from the marked modules (`all`: from every one of the
 * given modules), except those already taken. */
function staticGraph(
  marks: RegExp[],
  moduleIds: Iterable<string>,
  importedIds: (id: string) => readonly string[],
  taken: ReadonlySet<string> = new Set(),
  all = false,
): Set<string> {
  const reached = new Set<string>();
  const pending = [...moduleIds].filter((id) => all || marks.some((mark) => mark.test(id)));
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id) || taken.has(id) || LATER.some((later) => later.test(id))) continue;
    reached.add(id);
    pending.push(...importedIds(id));
  }
  return reached;
}

/** The shared kit's modules not yet taken that four or more lazily loaded modules (the screens)
 * import, directly or not, and whose static imports are all in `taken` (the first chunk and the
 * signed-in chunk) or in the kit; none of `elsewhere` (the sign-in form's chunk). */
function sharedKit(
  moduleIds: string[],
  info: (id: string) => { importedIds: readonly string[]; dynamicImporters: readonly string[] } | null,
  taken: ReadonlySet<string>,
  elsewhere: ReadonlySet<string>,
): Set<string> {
  const importedIds = (id: string) => info(id)?.importedIds ?? [];
  const users = new Map<string, number>();
  for (const lazy of moduleIds.filter((id) => SOURCE.test(id) && info(id)?.dynamicImporters.length)) {
    for (const id of staticGraph([], [lazy], importedIds, taken, true)) users.set(id, (users.get(id) ?? 0) + 1);
  }
  const kit = new Set(moduleIds.filter((id) => SHARED_KIT.test(id) && !taken.has(id) && !elsewhere.has(id) && (users.get(id) ?? 0) >= 4));
  for (let dropped = true; dropped; ) {
    dropped = false;
    for (const id of kit) {
      if (importedIds(id).every((imported) => taken.has(imported) || kit.has(imported))) continue;
      kit.delete(id);
      dropped = true;
    }
  }
  return kit;
}

export function signInChunk(): Plugin {
  let signIn = new Set<string>();
  let loginForm = new Set<string>();
  let signedIn = new Set<string>();
  return {
    name: 'sign-in-chunk',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'sign-in', test: (id: string) => signIn.has(id), includeDependenciesRecursively: false },
                { name: 'login-form', test: (id: string) => loginForm.has(id), includeDependenciesRecursively: false },
                { name: 'signed-in', test: (id: string) => signedIn.has(id), includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
    }),
    transform(code, id) {
      if (!SOURCE.test(id) || !code.includes('import')) return null;
      let changed = false;
      const out = code.replace(NAMED_IMPORT, (statement, list: string, specifier: string) => {
        const rewritten = bypassBarrel(statement, list, specifier, id);
        if (rewritten === null) return statement;
        changed = true;
        return rewritten;
      });
      return changed ? { code: out, map: null } : null;
    },
    buildEnd() {
      const importedIds = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      signIn = staticGraph(MARKS, this.getModuleIds(), importedIds);
      loginForm = staticGraph(LOGIN_FORM_MARKS, this.getModuleIds(), importedIds, signIn);
      signedIn = staticGraph(SIGNED_IN_MARKS, this.getModuleIds(), importedIds, signIn);
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      // What the form shares with the signed-in pages, and the small shared parts it shares with
      // the screens that need nothing of the form's libraries (a control's look), load with the
      // first chunk: the signed-in pages then never need the form's chunk.
      const withScreens = sharedKit(ids, info, signIn, new Set(ids.filter((id) => !loginForm.has(id))));
      for (const id of loginForm) {
        if (!signedIn.has(id) && !withScreens.has(id)) continue;
        signIn.add(id);
        loginForm.delete(id);
        signedIn.delete(id);
      }
      for (const id of sharedKit(ids, info, new Set([...signIn, ...signedIn]), loginForm)) signedIn.add(id);
    },
  };
}
