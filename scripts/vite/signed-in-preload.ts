// A build-only Vite plugin that shortens a signed-in first visit's request chain: a tiny script,
// loaded by index.html before the app's entry, asks the browser to preload (modulepreload) the
// signed-in portal's chunks (RequireUser, PageGate, the shell and the stored language's
// signed-in messages, with what they import) when localStorage holds a token. Without it those
// chunks are found only after the first chunk has run. A signed-out visitor (the sign-in page)
// loads nothing more. A plain file, not an inline script, so the CSP's script-src 'self' holds.
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const FILE = 'signed-in-preload.js';
/** The modules every signed-in page loads first (scripts/size-budget.mjs names the same). */
const SIGNED_IN = [/\/src\/app\/router\/RequireUser\.tsx$/, /\/src\/app\/router\/PageGate\.tsx$/, /\/src\/app\/shell\/Shell\.tsx$/];
const MESSAGES = /\/src\/shared\/i18n\/compiled\/([a-z]{2})\.signed-in\.json$/;
/** The screens' chunks of a page opened directly (a bookmark, a reload), by path prefix: none
 * yet (preloading the company screens, yup included, raised its blocking time more than it
 * saved: Lighthouse 87-88 with, 90 without). */
const SCREENS: Record<string, RegExp> = {};

/** Whether a chunk's file is one of the signed-in chunks the script preloads with its imports
 * (the file names carry the module's name: RequireUser-<hash>.js). */
export function signedInPreloaded(file: string): boolean {
  return /(^|\/)(signed-in|RequireUser|PageGate|Shell)-[\w-]+\.js$/.test(file);
}

function chunks(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
}

/** The chunk's file and every file it imports statically, as URLs. */
function withImports(bundle: OutputBundle, chunk: OutputChunk, base: string): string[] {
  const seen = new Set<string>();
  const pending = [chunk.fileName];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const item = bundle[file];
    if (item?.type === 'chunk') pending.push(...item.imports);
  }
  return [...seen].map((file) => `${base}${file}`);
}

export function signedInPreload(): Plugin {
  let base = '/';
  return {
    name: 'signed-in-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const all = chunks(bundle);
      const entry = all.find((c) => c.isEntry);
      const already = new Set(entry ? withImports(bundle, entry, base) : []);
      const common = all
        .filter((c) => c.moduleIds.some((id) => SIGNED_IN.some((pattern) => pattern.test(id))))
        .flatMap((c) => withImports(bundle, c, base))
        .filter((url) => !already.has(url));
      const messages: Record<string, string> = {};
      for (const c of all) {
        const language = c.facadeModuleId && MESSAGES.exec(c.facadeModuleId)?.[1];
        if (language) messages[language] = `${base}${c.fileName}`;
      }
      const screens: Record<string, string[]> = {};
      for (const [path, pattern] of Object.entries(SCREENS)) {
        const chunk = all.find((c) => c.facadeModuleId && pattern.test(c.facadeModuleId));
        if (chunk) screens[path] = withImports(bundle, chunk, base).filter((url) => !already.has(url) && !common.includes(url));
      }
      const source = `// Made by scripts/vite/signed-in-preload.ts at build time.
(function () {
  try {
    if (!localStorage.getItem('authToken')) return;
    var messages = ${JSON.stringify(messages)};
    var screens = ${JSON.stringify(screens)};
    var files = ${JSON.stringify([...new Set(common)])}.concat(messages[localStorage.getItem('language') || 'en'] || messages.en || []);
    Object.keys(screens).forEach(function (path) {
      if (location.pathname.indexOf(path) === 0) files = files.concat(screens[path]);
    });
    files.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
  } catch (error) {
    // Storage blocked: the chunks load when the app asks for them.
  }
})();
`;
      this.emitFile({ type: 'asset', fileName: FILE, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        return [{ tag: 'script', attrs: { src: `${base}${FILE}`, async: true }, injectTo: 'head' }];
      },
    },
  };
}
