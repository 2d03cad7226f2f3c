import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@atlas/contracts';

/** Links starting with https:// open in a new tab (the spec). */
export function isExternalLink(href: string | null | undefined): boolean {
  return !!href && /^https:\/\//i.test(href);
}

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * Reads the locale from the first path segment: "/ar/recharge" → { language: 'ar', rest: '/recharge' }.
 * French is the unprefixed default; "/fr/..." is accepted too.
 */
export function localeFromPath(pathname: string): { language: Language; rest: string; prefixed: boolean } {
  const match = /^\/([a-z]{2})(?=\/|$|\?|#)(.*)$/.exec(pathname);
  if (match && isLanguage(match[1])) {
    const rest = match[2] ?? '';
    return { language: match[1], rest: rest.startsWith('/') ? rest : `/${rest}`, prefixed: true };
  }
  return { language: DEFAULT_LANGUAGE, rest: pathname || '/', prefixed: false };
}

/**
 * Gives a site path the prefix of a language: "/recharge" → "/ar/recharge" (ar), "/en/recharge"
 * (en), "/recharge" (fr). A path already prefixed is re-prefixed. Absolute URLs (https://, mailto:,
 * tel:), relative paths and anchors are returned unchanged.
 */
export function localizePath(path: string, language: Language): string {
  if (!path.startsWith('/') || path.startsWith('//') || HAS_SCHEME.test(path)) return path;
  // The API's addresses (a file to download, an image) are the same in every language.
  if (path.startsWith('/api/')) return path;
  const { rest } = localeFromPath(path);
  if (language === DEFAULT_LANGUAGE) return rest;
  return rest === '/' ? `/${language}` : `/${language}${rest}`;
}

/** Attributes of a link that leaves the site. */
export function externalLinkProps(href: string): { target?: '_blank'; rel?: string } {
  return isExternalLink(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}
