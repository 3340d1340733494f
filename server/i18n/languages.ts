// The languages the server words its refusals in (the client's six), and the one a request asks
// for: the first supported language of its Accept-Language header (the client sends the
// language the merchant chose), English when none is supported.
export const SERVER_LANGUAGES = ['en', 'zh', 'es', 'ja', 'de', 'fr'] as const;
export type ServerLanguage = (typeof SERVER_LANGUAGES)[number];

const supported = new Set<string>(SERVER_LANGUAGES);

/** 'de-CH,de;q=0.9,en;q=0.8' -> 'de'; 'zh-Hans-CN' -> 'zh'; unknown or absent -> 'en'. */
export function requestLanguage(acceptLanguage: string | string[] | undefined): ServerLanguage {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = Number(params.map((p) => p.trim()).find((p) => p.startsWith('q='))?.slice(2) ?? '1');
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find((entry) => supported.has(entry.language));
  return (found?.language as ServerLanguage | undefined) ?? 'en';
}
