import { externalLinkProps, isExternalLink, localeFromPath, localizePath, sitePathOrNull } from './locale-path';

describe('locale in the path', () => {
  it('reads the language from the first segment', () => {
    expect(localeFromPath('/ar/recharge')).toEqual({ language: 'ar', rest: '/recharge', prefixed: true });
    expect(localeFromPath('/en')).toEqual({ language: 'en', rest: '/', prefixed: true });
    expect(localeFromPath('/fr/cgu')).toEqual({ language: 'fr', rest: '/cgu', prefixed: true });
    expect(localeFromPath('/recharge')).toEqual({ language: 'fr', rest: '/recharge', prefixed: false });
    expect(localeFromPath('/')).toEqual({ language: 'fr', rest: '/', prefixed: false });
    expect(localeFromPath('/ar?x=1')).toEqual({ language: 'ar', rest: '/?x=1', prefixed: true });
  });

  it('does not mistake other segments for a language', () => {
    expect(localeFromPath('/arabic')).toMatchObject({ language: 'fr', rest: '/arabic' });
    expect(localeFromPath('/de/x')).toMatchObject({ language: 'fr', rest: '/de/x' });
    expect(localeFromPath('/entreprise')).toMatchObject({ language: 'fr', rest: '/entreprise' });
  });

  it('prefixes paths for ar and en only', () => {
    expect(localizePath('/recharge', 'ar')).toBe('/ar/recharge');
    expect(localizePath('/recharge?x=1#y', 'en')).toBe('/en/recharge?x=1#y');
    expect(localizePath('/recharge', 'fr')).toBe('/recharge');
    expect(localizePath('/', 'ar')).toBe('/ar');
    expect(localizePath('/', 'fr')).toBe('/');
    expect(localizePath('/ar/recharge', 'en')).toBe('/en/recharge');
    expect(localizePath('/ar/recharge', 'fr')).toBe('/recharge');
    expect(localizePath('/en/cgu', 'en')).toBe('/en/cgu');
  });

  it('leaves external and relative links alone', () => {
    expect(localizePath('https://example.ma/x', 'ar')).toBe('https://example.ma/x');
    expect(localizePath('mailto:a@b.ma', 'ar')).toBe('mailto:a@b.ma');
    expect(localizePath('tel:220', 'en')).toBe('tel:220');
    expect(localizePath('details', 'ar')).toBe('details');
    expect(localizePath('#top', 'ar')).toBe('#top');
    // API addresses (the roaming kit to download) are not pages.
    expect(localizePath('/api/v1/ms-content/roaming/kit?language=ar', 'ar')).toBe('/api/v1/ms-content/roaming/kit?language=ar');
    expect(localizePath('//cdn.example/x', 'ar')).toBe('//cdn.example/x');
  });

  it('opens https links in a new tab', () => {
    expect(isExternalLink('https://example.ma')).toBe(true);
    expect(isExternalLink('HTTPS://example.ma')).toBe(true);
    expect(isExternalLink('/recharge')).toBe(false);
    expect(isExternalLink('http://example.ma')).toBe(false);
    expect(externalLinkProps('https://example.ma')).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
    expect(externalLinkProps('/x')).toEqual({});
  });
});

describe('a path of the site to come back to', () => {
  it('keeps a path of this site, with its query', () => {
    expect(sitePathOrNull('/espace-client/services/changement-sim')).toBe('/espace-client/services/changement-sim');
    expect(sitePathOrNull('/ar/espace-client/assistance/swap-sim?step=2')).toBe('/ar/espace-client/assistance/swap-sim?step=2');
  });

  it('refuses anything that could leave the site or is not a page', () => {
    for (const hostile of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      'javascript:alert(1)',
      'espace-client',
      '/api/dev/sms-outbox',
      '/x\nSet-Cookie:a',
      `/${'a'.repeat(600)}`,
      '',
      null,
      undefined,
    ]) {
      expect(sitePathOrNull(hostile)).toBeNull();
    }
  });
});
