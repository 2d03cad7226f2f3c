import { asPlatform, platformOf } from './client-platform';

describe('the platform vocabulary (web, android, ios, unknown)', () => {
  it('says where the site runs from the user agent', () => {
    const chromeOnAndroid = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    const androidApp = 'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.0.0 Mobile Safari/537.36';
    const safariOnIphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    const iosApp = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect([desktop, chromeOnAndroid, safariOnIphone, androidApp, iosApp, '', undefined].map(platformOf)).toEqual([
      'web',
      'web',
      'web',
      'android',
      'ios',
      'unknown',
      'unknown',
    ]);
  });

  it('reads only its own words', () => {
    expect(['web', 'android', 'ios', 'unknown', 'Web', 'windows', 42, null].map(asPlatform)).toEqual([
      'web',
      'android',
      'ios',
      'unknown',
      'unknown',
      'unknown',
      'unknown',
      'unknown',
    ]);
  });
});
