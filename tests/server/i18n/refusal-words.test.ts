// Refusals for people in six languages (server/i18n): the request's language, every request
// field of the contract with a label, every problem the validation names worded, the field
// travelling separately; and through the server, the same bad request answered in German and
// Japanese with the same code and field.
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { loadConfig } from '../../../server/config';
import { listContractOperations } from '../../../server/http/contract-operations';
import { isJsonObject, loadOpenApiDocument, type JsonObject } from '../../../server/http/openapi-document';
import { LABELLED_FIELDS } from '../../../server/i18n/field-labels';
import { requestLanguage, SERVER_LANGUAGES } from '../../../server/i18n/languages';
import { WORDED_PROBLEMS, isTranslated, wordRefusal, wordSuccess } from '../../../server/i18n/refusal-words';
import { REPORT_TEXT } from '../../../server/modules/reports/report.service';
import { createSignedInUser } from '../support/test-users';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseSkipReason } from '../support/test-database';

function requestFieldNames(): Set<string> {
  const names = new Set<string>();
  const walk = (schema: unknown) => {
    if (!isJsonObject(schema)) return;
    const s = schema as JsonObject;
    if (isJsonObject(s.properties)) {
      for (const [name, child] of Object.entries(s.properties)) {
        names.add(name);
        walk(child);
      }
    }
    walk(s.items);
    for (const key of ['oneOf', 'anyOf', 'allOf']) if (Array.isArray(s[key])) (s[key] as unknown[]).forEach(walk);
  };
  for (const operation of listContractOperations(loadOpenApiDocument(loadConfig({}).openapiFile))) {
    walk(operation.body?.schema);
    walk(operation.querystring);
    walk(operation.params);
    for (const file of operation.body?.fileFields ?? []) names.add(file);
  }
  return names;
}

describe('the request language', () => {
  it('is the first supported language of Accept-Language, by weight; English otherwise', () => {
    expect(requestLanguage('de-CH,de;q=0.9,en;q=0.8')).toBe('de');
    expect(requestLanguage('zh-Hans-CN')).toBe('zh');
    expect(requestLanguage('pt-BR, ja;q=0.5, fr;q=0.7')).toBe('fr');
    expect(requestLanguage('ja;q=0, es')).toBe('es');
    expect(requestLanguage(undefined)).toBe('en');
    expect(requestLanguage('tlh')).toBe('en');
  });
});

describe('refusal words', () => {
  it('have a label in every language for every field a request of the contract carries', () => {
    const missing = [...requestFieldNames()].filter((name) => !LABELLED_FIELDS.has(name));
    expect(missing).toEqual([]);
  });

  it('word every problem the validation names, in every language, with the field apart', () => {
    const problems = [
      'is required', 'must not be empty', 'must be at most 8 characters', 'must be at least 2 characters', 'has an invalid format',
      'must be a valid email address', 'must be a date (yyyy-MM-dd)', 'must be a whole number', 'must be a string or null', 'must be at most 100',
      'must be at least 1', 'must have at most 20 items', 'must have at least 1 items', 'must be one of VALUE, COUNT', 'is not a known field',
      'contains characters that cannot be stored', 'is read-only and cannot be changed', 'R00001 already exists', 'must be a file',
      'must be valid JSON', 'must be at most 5 MB', 'files must be at most 25 MB in total', 'must be greater than 0',
    ];
    for (const problem of problems) {
      expect(WORDED_PROBLEMS.some((pattern) => pattern.test(problem)), problem).toBe(true);
      const sentences = new Set<string>();
      for (const language of SERVER_LANGUAGES) {
        const worded = wordRefusal(`agentDetail.agentCode: ${problem}`, language);
        expect(worded.field).toBe('agentDetail.agentCode');
        expect(worded.resultDescription, `${language}: ${problem}`).not.toContain(': ' + problem);
        expect(worded.resultDescription).not.toContain('agentDetail');
        sentences.add(worded.resultDescription);
      }
      // Six languages, six sentences.
      expect(sentences.size, problem).toBe(SERVER_LANGUAGES.length);
    }
    expect(wordRefusal('agentDetail.agentCode: must be at most 8 characters', 'en').resultDescription).toBe('Agent code must be at most 8 characters.');
    expect(wordRefusal('agentDetail.agentCode: must be at most 8 characters', 'de').resultDescription).toBe('Agentencode darf höchstens 8 Zeichen lang sein.');
  });

  it('words a refusal of the whole request without a field, and translates known sentences', () => {
    expect(wordRefusal('body: is not valid JSON', 'fr')).toEqual({ resultDescription: 'La demande n’a pas pu être lue. Veuillez réessayer.' });
    expect(wordRefusal('Too many requests, please try again later.', 'ja').resultDescription).toBe('リクエストが多すぎます。しばらくしてからもう一度お試しください。');
    expect(wordRefusal('Your session has expired, please login again.', 'en').resultDescription).toBe('Your session has expired, please login again.');
    // The spec's texts read as the client's own translations of them.
    expect(wordRefusal('Invalid Code', 'de').resultDescription).toBe('Ungültiger Code');
    expect(wordRefusal('files: Max file size: 25mb', 'fr')).toEqual({ resultDescription: 'Taille maximale du fichier : 25 Mo', field: 'files' });
  });
});

/** Every sentence of the services' code that `pattern` finds (its first group). */
function sentencesInServices(pattern: RegExp): string[] {
  const root = new URL('../../../server/modules', import.meta.url).pathname;
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => (statSync(join(dir, entry)).isDirectory() ? files(join(dir, entry)) : entry.endsWith('.ts') ? [join(dir, entry)] : []));
  const found = new Set<string>();
  for (const file of files(root)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) found.add(match[1]!);
  }
  return [...found];
}

/** Every '...' sentence a service refuses with directly: new DomainError(code, 'Sentence.'). */
const refusalSentencesInServices = () => sentencesInServices(/new DomainError\([^,]+, '([A-Z][^']+[.!])'/g);

describe('the services\' own sentences', () => {
  it('read in every language, those the client shows too in the client\'s words', () => {
    const sentences = [
      ...refusalSentencesInServices(),
      'Invalid Sign-in details.', 'Please complete the captcha.', 'This agent is outside your company structure.', 'The old password is not correct.',
      'The password is not correct.', 'Too many requests, please try again later.', 'A Retailer (R) cannot have agents below it.',
      'A Sub Division (SD) may add only Retailer (R) agents.', 'Your session has expired, please login again.', 'Invalid OTP!',
      ...Object.values(REPORT_TEXT),
    ];
    expect(sentences.length).toBeGreaterThan(15);
    expect(sentences.filter((sentence) => !isTranslated(sentence))).toEqual([]);
  });
});

/** Every success text a service answers with: resultDescription: 'Sentence.' or done('Sentence.'). */
const successSentencesInServices = () => sentencesInServices(/(?:resultDescription: |done\()'([A-Z][^']+[.!])'/g);

describe('the services\' success texts', () => {
  it('read in every language', () => {
    const sentences = successSentencesInServices();
    expect(sentences).toContain('The user has been created.');
    expect(sentences.filter((sentence) => !isTranslated(sentence))).toEqual([]);
    expect(wordSuccess('Success', 'de')).toBe('Erfolgreich');
  });
});

describe.skipIf(testDatabaseSkipReason)('refusals through the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers the same bad request in the language asked for, with the same code and field', async () => {
    const ask = (language?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: language ? { 'accept-language': language } : {},
        payload: { merchantId: 'M'.repeat(40), username: 'admin', password: 'x' },
      });
    const [english, german, japanese] = await Promise.all([ask(), ask('de-DE,de;q=0.9'), ask('ja')]);
    for (const answer of [english, german, japanese]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ resultCode: 1001, field: 'merchantId' });
    }
    expect(english.json().resultDescription).toBe('Merchant ID must be at most 32 characters.');
    expect(german.json().resultDescription).toBe('Händler-ID darf höchstens 32 Zeichen lang sein.');
    expect(japanese.json().resultDescription).toBe('加盟店 IDは 32 文字以内で入力してください。');
  });

  it('answers a success in the language asked for too', async () => {
    const user = await createSignedInUser(t.db);
    const ask = (language: string) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/update-profile', headers: { ...user.headers, 'accept-language': language }, payload: { firstName: 'Ana', surname: 'Ruiz' } });
    const [english, spanish] = [await ask('en'), await ask('es-ES,es;q=0.9')];
    expect(english.json()).toEqual({ resultCode: 0, resultDescription: 'Your profile has been updated.' });
    expect(spanish.json()).toEqual({ resultCode: 0, resultDescription: 'Su perfil ha sido actualizado.' });
  });
});
