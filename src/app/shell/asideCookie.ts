// The minimised state of the side menu, kept in a cookie (spec 1 section 2.5).
export const ASIDE_COOKIE = 'aside_minimized';

export function readAsideMinimised(cookies: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return cookies.split(';').some((part) => part.trim() === `${ASIDE_COOKIE}=1`);
}

export function writeAsideMinimised(minimised: boolean, doc: Document = document): void {
  doc.cookie = minimised
    ? `${ASIDE_COOKIE}=1; path=/; max-age=31536000; SameSite=Lax`
    : `${ASIDE_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}
