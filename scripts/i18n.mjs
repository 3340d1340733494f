#!/usr/bin/env node
// The message catalogues of the web client (src/shared/i18n) and of the server (server/i18n): extracts the messages written in
// the code into lang/en.json, compiles the six languages into compiled/ (react-intl AST), and
// checks the five maintained translations against English. Each language is compiled into two
// parts: compiled/<locale>.sign-in.json (what a first visit needs: the sign-in pages, loading and
// error screens) and compiled/<locale>.signed-in.json (the areas of the signed-in portal, by id
// prefix, SIGNED_IN_AREAS below), which the client loads once a user is signed in.
//
//   node scripts/i18n.mjs           extract, compile, print what each language is missing
//   node scripts/i18n.mjs --prune   the same, and delete keys the code no longer has
//   node scripts/i18n.mjs --check   change nothing; exit 1, listing the problems, when en.json
//                                   or compiled/ is stale, a language lacks a key or has an
//                                   obsolete one, placeholders differ from English, or a
//                                   translation of a multi-word message is still English
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const formatjs = join(root, 'node_modules/@formatjs/cli/bin/formatjs');

const SOURCE = 'en';
const TRANSLATED = ['zh', 'es', 'ja', 'de', 'fr'];
/** Multi-word messages that may stay as in English: codes, brand and product names. */
const SAME_AS_ENGLISH_ALLOWED = new Set(['OK', 'Google Authenticator', 'COGS', 'HTML', 'PIN', 'PGP', 'TXT', 'CSV', 'API', 'UTC', 'ID']);
/**
 * Id prefixes of the messages only the signed-in portal shows (an id belongs to a prefix when it
 * is the prefix or starts with the prefix followed by a dot); every other message (AUTH, COMMON, FORM, OTP, FILE,
 * the shell's start-up texts, ... and any new area) belongs to the sign-in part, so a screen
 * before sign-in never lacks a message. A prefix listed here must not be shown before sign-in.
 */
const SIGNED_IN_AREAS = [
  'AUDIT', 'CHART', 'COMPANY', 'CONTACT', 'CREDIT_LIMIT', 'DASHBOARD', 'DOCUMENT', 'MENU', 'PAYOUT', 'PERFORMANCE',
  'PIN_ORDER', 'PROFILE', 'RESOURCES', 'SETTLEMENT', 'TABLE', 'TRANSACTION', 'TREE', 'USER', 'VOUCHER',
  // The shell's own parts; its start-up texts (SHELL.PORTAL_NAME, SHELL.SPLASH, SHELL.ROUTE_PROGRESS) show before sign-in.
  'SHELL.ASIDE', 'SHELL.BREADCRUMB', 'SHELL.CREDIT_LIMIT_WARNING', 'SHELL.ENGINE', 'SHELL.FOOTER', 'SHELL.IMPERSONATION',
  'SHELL.LANGUAGE', 'SHELL.PAGE', 'SHELL.SCROLL_TO_TOP', 'SHELL.SESSION_TIMEOUT', 'SHELL.SKIP_TO_CONTENT', 'SHELL.THEME',
  'SHELL.TOPBAR', 'SHELL.USER_MENU',
  // The tables' own words (paging, sorting, columns): no page before sign-in has a table.
  'COMMON.TABLE',
];
const isSignedInOnly = (id) => SIGNED_IN_AREAS.some((prefix) => id === prefix || id.startsWith(`${prefix}.`));

/**
 * The two catalogues: the web client's (compiled in two parts per language, sign-in and
 * signed-in) and the server's (refusals, success texts, field labels and mails; one compiled file
 * per language, read by server/i18n/words.ts). A server message that is the spec's own text the
 * client also shows uses the client's id and English: it is left out of the server's catalogue
 * and read from the client's (one home per string).
 */
const CATALOGUES = [
  {
    name: 'client',
    dir: join(root, 'src/shared/i18n'),
    glob: 'src/**/*.{ts,tsx}',
    // Tests and stories hold no message that ships.
    ignore: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.{ts,tsx}', 'src/testing/**'],
    parts: ['sign-in', 'signed-in'],
    partOf: (id) => (isSignedInOnly(id) ? 'signed-in' : 'sign-in'),
  },
  {
    name: 'server',
    dir: join(root, 'server/i18n'),
    glob: 'server/**/*.ts',
    ignore: [],
    parts: [null],
    partOf: () => null,
    borrowsFrom: 'client',
  },
];
const compiledName = (locale, part) => (part ? `${locale}.${part}.json` : `${locale}.json`);
/** Explicit ids look like the spec's keys: UPPER.DOT.CASE, underscores allowed. */
const ID_STYLE = /^[A-Z0-9_]+(\.[A-Z0-9_]+)+$/;

const args = new Set(process.argv.slice(2));
const check = args.has('--check');
const prune = args.has('--prune');

class Stop extends Error {}

function run(commandArgs, what = `formatjs ${commandArgs[0]}`) {
  const result = spawnSync(process.execPath, [formatjs, ...commandArgs], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) {
    const detail = `${result.stdout}${result.stderr}`.split('\n').filter((line) => !/^\s+at /.test(line)).join('\n');
    throw new Stop(`${what} failed:\n${detail.trim()}`);
  }
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const sortKeys = (object) => Object.fromEntries(Object.entries(object).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
/** A compiled message file: one message per line, sorted by id, so that two branches adding
 * messages merge without conflicts. */
const compiledText = (messages) =>
  `{\n${Object.keys(messages)
    .sort()
    .map((id) => `${JSON.stringify(id)}:${JSON.stringify(messages[id])}`)
    .join(',\n')}\n}\n`;
const writeJson = (file, object) => writeFileSync(file, `${JSON.stringify(sortKeys(object), null, 2)}\n`);

/** Messages of a catalogue's code as { id: English }. */
function extract(work, catalogue) {
  const out = join(work, `extracted-${catalogue.name}.json`);
  const ignore = catalogue.ignore.flatMap((glob) => ['--ignore', glob]);
  run(['extract', catalogue.glob, ...ignore, '--format', 'simple', '--throws', '--out-file', out]);
  return sortKeys(readJson(out));
}

/** Compiles each lang/<locale>.json into folder as react-intl AST; fails on malformed ICU. */
function compileInto(folder, langFolder, locales) {
  mkdirSync(folder, { recursive: true });
  try {
    run(['compile-folder', langFolder, folder, '--format', 'simple', '--ast']);
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    // One file is malformed: compile them one by one so the message names the language.
    for (const locale of locales) {
      const source = join(langFolder, `${locale}.json`);
      const out = join(folder, `${locale}.json`);
      run(['compile', source, '--format', 'simple', '--ast', '--out-file', out], `compiling lang/${locale}.json`);
    }
    throw error;
  }
}

/** A locale's compiled messages split into the catalogue's files: [[file name, messages], ...]. */
function compiledFiles(catalogue, locale, messages) {
  const parts = new Map(catalogue.parts.map((part) => [part, {}]));
  for (const [id, message] of Object.entries(messages)) parts.get(catalogue.partOf(id))[id] = message;
  return [...parts].map(([part, partMessages]) => [compiledName(locale, part), partMessages]);
}

/** The arguments and tags of a compiled message, e.g. 'seconds:plural', 'link:argument'. */
const KINDS = { 1: 'argument', 2: 'number', 3: 'date', 4: 'time', 5: 'select', 6: 'plural', 8: 'tag' };
function placeholders(elements, found = new Set()) {
  for (const element of elements ?? []) {
    if (KINDS[element.type]) found.add(`${element.value}:${KINDS[element.type]}`);
    if (element.options) for (const option of Object.values(element.options)) placeholders(option.value, found);
    if (element.children) placeholders(element.children, found);
  }
  return found;
}

/** Word count of the text a reader sees, without ICU arguments. */
function wordCount(message) {
  let text = message;
  // Drop innermost {...} groups until none are left (plural bodies hold words, but the
  // English-copy check only needs the plain text around them).
  for (let previous = ''; previous !== text; ) [previous, text] = [text, text.replace(/\{[^{}]*\}/g, ' ')];
  return text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
}

function compareLanguage(locale, english, translated, compiledEn, compiledLocale) {
  const problems = [];
  const missing = Object.keys(english).filter((id) => !(id in translated));
  const obsolete = Object.keys(translated).filter((id) => !(id in english));
  for (const id of missing) problems.push(`missing ${id}`);
  for (const id of obsolete) problems.push(`obsolete ${id} (no longer in the code)`);
  for (const [id, source] of Object.entries(english)) {
    const value = translated[id];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`empty ${id}`);
      continue;
    }
    const want = [...placeholders(compiledEn[id])].sort().join(', ');
    const have = [...placeholders(compiledLocale?.[id])].sort().join(', ');
    if (want !== have) problems.push(`placeholders ${id}: English has [${want}], ${locale} has [${have}]`);
    if (value === source && wordCount(source) > 1 && !SAME_AS_ENGLISH_ALLOWED.has(source)) {
      problems.push(`untranslated ${id}: "${source}"`);
    }
  }
  return { missing, obsolete, problems };
}

/** Extracts, compiles and checks one catalogue; answers its English ({ id: text }). */
function runCatalogue(work, catalogue, englishOf) {
  const langDir = join(catalogue.dir, 'lang');
  const compiledDir = join(catalogue.dir, 'compiled');
  const label = catalogue.dir.slice(root.length);
  let english = extract(work, catalogue);
  const failures = [];
  const notes = [];

  const badIds = Object.keys(english).filter((id) => !ID_STYLE.test(id));
  if (badIds.length) notes.push(`ids not in UPPER.DOT.CASE (give the message an explicit id): ${badIds.join(', ')}`);
  if (catalogue.borrowsFrom) {
    // The spec's texts the other catalogue has: the same English, read from there.
    const lender = englishOf[catalogue.borrowsFrom];
    for (const [id, text] of Object.entries(english)) {
      if (!(id in lender)) continue;
      if (lender[id] !== text) failures.push(`${id}: "${text}" here, "${lender[id]}" in the ${catalogue.borrowsFrom} catalogue`);
    }
    english = Object.fromEntries(Object.entries(english).filter(([id]) => !(id in lender)));
  }

  const enFile = join(langDir, `${SOURCE}.json`);
  if (check) {
    if (!existsSync(enFile) || !isDeepStrictEqual(readJson(enFile), english)) {
      failures.push(`${label}/lang/en.json is stale: run \`npm run i18n\` and commit it`);
    }
  } else {
    mkdirSync(langDir, { recursive: true });
    writeJson(enFile, english);
  }

  // Compile lang/ as it is (with en.json as extracted) into a scratch folder first: the
  // placeholder check reads the ASTs, and --check compares them with compiled/.
  const scratchLang = join(work, `lang-${catalogue.name}`);
  mkdirSync(scratchLang);
  writeJson(join(scratchLang, `${SOURCE}.json`), english);
  const translations = {};
  for (const locale of TRANSLATED) {
    const file = join(langDir, `${locale}.json`);
    translations[locale] = existsSync(file) ? readJson(file) : {};
    if (prune && !check) {
      translations[locale] = Object.fromEntries(Object.entries(translations[locale]).filter(([id]) => id in english));
      writeJson(file, translations[locale]);
    }
    writeJson(join(scratchLang, `${locale}.json`), translations[locale]);
  }
  const scratchCompiled = join(work, `compiled-${catalogue.name}`);
  compileInto(scratchCompiled, scratchLang, [SOURCE, ...TRANSLATED]);
  const compiled = Object.fromEntries(
    [SOURCE, ...TRANSLATED].map((locale) => [locale, readJson(join(scratchCompiled, `${locale}.json`))]),
  );

  const expected = new Map(
    [SOURCE, ...TRANSLATED].flatMap((locale) => compiledFiles(catalogue, locale, compiled[locale])).map(([file, messages]) => [file, compiledText(messages)]),
  );
  if (check) {
    for (const [file, text] of expected) {
      const path = join(compiledDir, file);
      if (!existsSync(path) || readFileSync(path, 'utf8') !== text) failures.push(`${label}/compiled/${file} is stale: run \`npm run i18n\` and commit it`);
    }
    const unexpected = existsSync(compiledDir) ? readdirSync(compiledDir).filter((file) => file.endsWith('.json') && !expected.has(file)) : [];
    for (const file of unexpected) failures.push(`${label}/compiled/${file} is left over: run \`npm run i18n\``);
  } else {
    mkdirSync(compiledDir, { recursive: true });
    for (const file of readdirSync(compiledDir)) if (file.endsWith('.json')) rmSync(join(compiledDir, file));
    for (const [file, text] of expected) writeFileSync(join(compiledDir, file), text);
  }

  const total = Object.keys(english).length;
  console.log(`i18n ${catalogue.name}: ${total} messages in the code`);
  for (const locale of TRANSLATED) {
    const { missing, obsolete, problems } = compareLanguage(locale, english, translations[locale], compiled.en, compiled[locale]);
    const summary = `${locale}: ${total - missing.length}/${total} translated, ${missing.length} missing, ${obsolete.length} obsolete, ${problems.length} problem(s)`;
    console.log(summary);
    for (const problem of problems) console.log(`  ${locale} ${problem}`);
    if (problems.length) failures.push(`${label} ${locale}: ${problems.length} problem(s)`);
  }
  for (const note of notes) console.log(`note: ${note}`);
  return { english, failures };
}

function main() {
  const work = mkdtempSync(join(tmpdir(), 'i18n-'));
  try {
    const englishOf = {};
    const failures = [];
    for (const catalogue of CATALOGUES) {
      const outcome = runCatalogue(work, catalogue, englishOf);
      englishOf[catalogue.name] = outcome.english;
      failures.push(...outcome.failures);
    }
    if (failures.length) {
      console.log(`\ni18n ${check ? 'check failed' : 'needs work'}:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
      if (!check) console.log('Add the missing keys to <catalogue>/lang/<locale>.json, then run `npm run i18n` again.');
      process.exitCode = 1;
    } else {
      console.log(check ? 'i18n check passed' : 'i18n: lang/en.json and compiled/ written; every language complete');
    }
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    console.log(`i18n ${check ? 'check failed' : 'stopped'}: ${error.message}`);
    process.exitCode = 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
