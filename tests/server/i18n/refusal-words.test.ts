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
import { PROBLEM } from '../../../server/i18n/problems';
import { REFUSAL } from '../../../server/i18n/refusals';
import { say, words } from '../../../server/i18n/words';
import { createSignedInUser } from '../support/test-users';
import { readFileSync } from 'node:fs';
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

  it('word every problem in every language, the field named by its label', () => {
    for (const problem of Object.values(PROBLEM)) {
      const sentences = new Set(SERVER_LANGUAGES.map((language) => say(words(problem, { n: 8, size: '5 MB', value: 'R00001', values: 'VALUE, COUNT', fileName: 'a.exe' }), language, 'agentDetail.agentCode')));
      // Six languages, six sentences, none naming the path.
      expect(sentences.size, problem.id).toBe(SERVER_LANGUAGES.length);
      for (const sentence of sentences) expect(sentence).not.toContain('agentDetail');
    }
    expect(say(words(PROBLEM.maxLength, { n: 8 }), 'en', 'agentDetail.agentCode')).toBe('Agent code must be at most 8 characters.');
    expect(say(words(PROBLEM.maxLength, { n: 8 }), 'de', 'agentDetail.agentCode')).toBe('Agentencode darf höchstens 8 Zeichen lang sein.');
  });

  it('word the generic refusals, the spec\'s texts in the client\'s own translations', () => {
    expect(say(PROBLEM.request, 'fr')).toBe('La demande n’a pas pu être lue. Veuillez réessayer.');
    expect(say(REFUSAL.tooManyRequests, 'ja')).toBe('リクエストが多すぎます。しばらくしてからもう一度お試しください。');
    expect(say(REFUSAL.sessionExpired, 'en')).toBe('Your session has expired, please login again.');
    expect(say(words(PROBLEM.maxFileSize, { n: 25 }), 'fr')).toBe('Taille maximale du fichier : 25 Mo');
    expect(say(REFUSAL.success, 'de')).toBe('Erfolgreich');
  });
});

describe('the server\'s catalogue', () => {
  it('has every message of the code in every language (npm run i18n --check keeps it so)', () => {
    const catalogue = (language: string) => JSON.parse(readFileSync(new URL(`../../../server/i18n/lang/${language}.json`, import.meta.url), 'utf8')) as Record<string, string>;
    const english = catalogue('en');
    expect(Object.keys(english).length).toBeGreaterThan(250);
    for (const language of SERVER_LANGUAGES.filter((l) => l !== 'en')) expect(Object.keys(catalogue(language)).sort()).toEqual(Object.keys(english).sort());
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
