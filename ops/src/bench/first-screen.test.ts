import { firstScreenFigures } from './first-screen';

const request = (url: string, start: number, transferSize: number, resourceType = 'Script') => ({ url, resourceType, transferSize, networkRequestTime: start });

describe('firstScreenFigures', () => {
  const audits = {
    metrics: { details: { items: [{ observedLargestContentfulPaint: 900 }] } },
    'network-requests': {
      details: {
        items: [
          request('http://site/', 0, 3000, 'Document'),
          request('http://site/assets/main.js', 50, 28_000),
          request('http://site/remotes/mf-catalogue/1.0.0/mf-manifest.json', 120, 2_000, 'Fetch'),
          request('http://site/remotes/mf-catalogue/1.0.0/remoteEntry.js', 200, 27_000),
          request('http://site/remotes/mf-catalogue/1.0.0/mf-manifest.json', 210, 2_000, 'Fetch'),
          request('http://site/remotes/mf-cart-payment/1.0.0/remoteEntry.js', 1200, 27_000),
          request('http://site/assets/analytics-tag.js', 2500, 1_000),
        ],
      },
    },
    'critical-request-chains': {
      details: { chains: { doc: { children: { main: { children: { manifest: { children: { entry: {} } } } }, css: {} } } } },
    },
  };

  it('counts the scripts requested before the largest paint, on the trace clock', () => {
    expect(firstScreenFigures(audits).jsBeforeLcpBytes).toBe(55_000);
  });

  it('counts each remote whose entry the page fetched once', () => {
    expect(firstScreenFigures(audits).remoteEntries).toBe(2);
  });

  it('measures the chain below the HTML', () => {
    expect(firstScreenFigures(audits).chainDepth).toBe(3);
  });

  it('says "not measured" rather than zero when Lighthouse gave nothing', () => {
    expect(firstScreenFigures({})).toEqual({ jsBeforeLcpBytes: null, remoteEntries: null, chainDepth: null });
  });
});
