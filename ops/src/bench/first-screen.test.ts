import type { DevtoolsMessage, TraceEvent } from './first-screen-chain';
import { firstScreenFigures, type Audits } from './first-screen';

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
  };

  it('counts the scripts requested before the largest paint, on the trace clock', () => {
    expect(firstScreenFigures({ audits }).jsBeforeLcpBytes).toBe(55_000);
  });

  it('counts every script of the first visit, before and after the largest paint, not the other requests', () => {
    expect(firstScreenFigures({ audits })).toMatchObject({ scriptBytes: 83_000, scriptCount: 4 });
  });

  it('counts each remote whose entry the page fetched once', () => {
    expect(firstScreenFigures({ audits }).remoteEntries).toBe(2);
  });

  it('says "not measured" rather than zero when Lighthouse gave nothing', () => {
    expect(firstScreenFigures({ audits: {} })).toEqual({
      jsBeforeLcpBytes: null,
      scriptBytes: null,
      scriptCount: null,
      scripts: [],
      remoteEntries: null,
      chainDepth: null,
      chain: null,
    });
  });
});

/*
 * The chain depth, on the shapes of a real Lighthouse 13 run (`npm start`, November 2026), trimmed
 * to the requests that matter: DevtoolsLog messages (timestamps in seconds), trace events (ts in
 * microseconds, the same clock), the HTML as sent and the network dependency tree's `chains`.
 */
type Initiator = { type: 'other' } | { type: 'parser'; url: string } | { type: 'script'; top: string };

/** A request as the DevTools log has it: sent, answered, finished (times in ms). */
function exchange(requestId: string, url: string, type: string, mimeType: string, sentMs: number, doneMs: number, initiator: Initiator): DevtoolsMessage[] {
  const stack = (frameUrl: string) => ({
    callFrames: [{ functionName: '', scriptId: '12', url: frameUrl, lineNumber: 0, columnNumber: 57730 }],
    parent: { description: 'await', callFrames: [{ functionName: 'loadRemote', scriptId: '12', url: frameUrl, lineNumber: 0, columnNumber: 69862 }] },
  });
  return [
    {
      method: 'Network.requestWillBeSent',
      params: {
        requestId,
        loaderId: 'E5676A5F7D61BE081E5B778ACD999848',
        request: { url, method: 'GET', initialPriority: 'High' },
        timestamp: sentMs / 1000,
        type,
        initiator:
          initiator.type === 'script'
            ? { type: 'script', stack: stack(initiator.top) }
            : initiator.type === 'parser'
              ? { ...initiator, lineNumber: 0, columnNumber: 1294 }
              : initiator,
      },
    },
    { method: 'Network.responseReceived', params: { requestId, timestamp: (doneMs - 5) / 1000, type, response: { url, status: 200, mimeType } } },
    { method: 'Network.loadingFinished', params: { requestId, timestamp: doneMs / 1000, encodedDataLength: 1000 } },
  ];
}

const SITE = 'http://localhost:8300';
const HERO = `${SITE}/api/v1/ms-content/media/hero-5g.svg?width=768`;
const HERO_ELEMENT = "IMG class='sc-gstvNJ jAnfFJ sc-hJFycY brwPPD'";

/** The LCP candidates of the navigation, and the image paint that names an image's URL. */
function paints(navigationId: string, candidates: Array<{ ms: number; nodeId: number; nodeName: string; imageUrl?: string }>): TraceEvent[] {
  return candidates.flatMap(({ ms, nodeId, nodeName, imageUrl }, index) => [
    ...(imageUrl
      ? [
          {
            name: 'LargestImagePaint::Candidate',
            ts: ms * 1000,
            pid: 11339,
            args: { data: { DOMNodeId: nodeId, candidateIndex: index + 1, imageUrl, nodeName, size: 95584 } },
          },
        ]
      : []),
    {
      name: 'largestContentfulPaint::Candidate',
      ts: ms * 1000,
      pid: 11339,
      args: { data: { candidateIndex: index + 1, isOutermostMainFrame: true, navigationId, nodeId, nodeName, size: 21594, type: imageUrl ? 'image' : 'text' } },
    },
  ]);
}

const networkTree = (chains: Record<string, unknown>): Audits => ({
  'network-dependency-tree-insight': {
    details: {
      type: 'list',
      items: [
        { type: 'list-section', value: { type: 'network-tree', chains, longestChain: { duration: 288 } } },
        { type: 'list-section', title: 'Preconnected origins', value: { type: 'text', value: 'no origins were preconnected' } },
      ],
    },
  } as Audits[string],
});

/** The home page rendered at the edge: the hero <img> is in the HTML, preloaded from it. */
const serverRenderedHome = {
  audits: networkTree({ '286B5E35': { url: `${SITE}/`, navStartToEndTime: 288, transferSize: 16703, isLongest: true, children: {} } }),
  devtoolsLog: [
    ...exchange('286B5E35', `${SITE}/`, 'Document', 'text/html', 63563211, 63563437, { type: 'other' }),
    ...exchange('11339.3', `${SITE}/assets/main.js?2fd8743c275395b5a29a`, 'Script', 'application/javascript', 63563451, 63563585, {
      type: 'parser',
      url: `${SITE}/`,
    }),
    ...exchange('11339.23', `${SITE}/assets/8.fc59e92508.js`, 'Script', 'application/javascript', 63563452, 63563590, { type: 'parser', url: `${SITE}/` }),
    ...exchange('11339.27', `${SITE}/remotes/mf-catalogue/1.0.0/remoteEntry.js`, 'Script', 'application/javascript', 63563457, 63563783, {
      type: 'parser',
      url: `${SITE}/`,
    }),
    ...exchange('11339.31', HERO, 'Image', 'image/webp', 63563458, 63563883, { type: 'parser', url: `${SITE}/` }),
    ...exchange('11339.118', `${SITE}/api/ms-config/v2/app-config`, 'XHR', 'application/json', 63563854, 63563944, {
      type: 'script',
      top: `${SITE}/assets/8.fc59e92508.js`,
    }),
  ],
  traceEvents: paints('286B5E35', [
    { ms: 63563559, nodeId: 117, nodeName: 'P' },
    { ms: 63563929, nodeId: 122, nodeName: HERO_ELEMENT, imageUrl: HERO },
  ]),
  html:
    '<!doctype html><html lang="fr" dir="ltr"><head><link rel=preload as=script href=/assets/main.js?2fd8743c275395b5a29a></head><body><div id="root" data-server-rendered="mf-catalogue@1.0.0" inert>' +
    '<link rel="preload" as="image" imageSrcSet="/api/v1/ms-content/media/hero-5g.svg?width=320 320w, /api/v1/ms-content/media/hero-5g.svg?width=768 768w" fetchPriority="high"/>' +
    '<section aria-labelledby="cookie-banner-title" data-testid="cookie-banner" class="sc-hOPhIv dfKJMU"><p>Nous utilisons des cookies pour mesurer l&#x27;audience.</p></section>' +
    '<img class="sc-gstvNJ jAnfFJ sc-hJFycY brwPPD" src="/api/v1/ms-content/media/hero-5g.svg?width=768" srcSet="/api/v1/ms-content/media/hero-5g.svg?width=320 320w, /api/v1/ms-content/media/hero-5g.svg?width=768 768w" sizes="(min-width: 1200px) 1152px, 100vw" width="1440" height="810" alt="Ondes 5G sur fond magenta" loading="eager" fetchPriority="high"/>' +
    '</div></body></html>',
};

/** The signed-in dashboard: the shell's HTML has no page markup; the LCP is a paragraph drawn by script. */
const DASHBOARD = `${SITE}/espace-client/dashboard`;
const scriptDrawnDashboard = {
  audits: networkTree({ E5676A5F: { url: DASHBOARD, navStartToEndTime: 10, transferSize: 3000, isLongest: true, children: {} } }),
  devtoolsLog: [
    ...exchange('E5676A5F', DASHBOARD, 'Document', 'text/html', 63572467, 63572477, { type: 'other' }),
    ...exchange('11476.3', `${SITE}/assets/main.js?2fd8743c275395b5a29a`, 'Script', 'application/javascript', 63572499, 63572548, {
      type: 'parser',
      url: DASHBOARD,
    }),
    ...exchange('11476.23', `${SITE}/assets/8.fc59e92508.js`, 'Script', 'application/javascript', 63572500, 63572571, { type: 'parser', url: DASHBOARD }),
    ...exchange('11476.75', `${SITE}/api/ms-config/v2/app-config`, 'XHR', 'application/json', 63572673, 63572707, {
      type: 'script',
      top: `${SITE}/assets/8.fc59e92508.js`,
    }),
    // Finished after the paragraph painted (63572746): not on its chain.
    ...exchange('11476.77', `${SITE}/api/v1/ms-content/megamenu?language=fr`, 'XHR', 'application/json', 63572733, 63572752, {
      type: 'script',
      top: `${SITE}/assets/8.fc59e92508.js`,
    }),
    ...exchange('11476.80', `${SITE}/remotes/mf-selfcare/1.0.0/remoteEntry.js`, 'Script', 'application/javascript', 63572749, 63572774, {
      type: 'script',
      top: `${SITE}/assets/main.js?2fd8743c275395b5a29a`,
    }),
    ...exchange('11476.81', `${SITE}/remotes/mf-selfcare/1.0.0/assets/7557.43a43d937a.js`, 'Script', 'application/javascript', 63572775, 63572790, {
      type: 'script',
      top: `${SITE}/remotes/mf-selfcare/1.0.0/remoteEntry.js`,
    }),
  ],
  traceEvents: paints('E5676A5F', [{ ms: 63572746, nodeId: 33, nodeName: 'P' }]),
  html: '<!doctype html><html lang=fr dir=ltr><head><meta charset=utf-8></head><body><div id=root><div class=first-paint aria-hidden=true><div><svg width=36 height=36></svg></div></div></div><noscript>Atlas Telecom a besoin de JavaScript.</noscript><script defer src=/assets/main.js?2fd8743c275395b5a29a></script></body></html>',
};

/** The home page as it was before the edge rendered it: the shell, the remote, its blocks, then the hero. */
const scriptDrawnHome = {
  audits: networkTree({ '286B5E35': { url: `${SITE}/`, children: {} } }),
  devtoolsLog: [
    ...exchange('286B5E35', `${SITE}/`, 'Document', 'text/html', 0, 20, { type: 'other' }),
    ...exchange('1', `${SITE}/assets/main.js`, 'Script', 'application/javascript', 30, 60, { type: 'parser', url: `${SITE}/` }),
    ...exchange('2', `${SITE}/remotes/mf-catalogue/1.0.0/remoteEntry.js`, 'Script', 'application/javascript', 80, 100, {
      type: 'script',
      top: `${SITE}/assets/main.js`,
    }),
    ...exchange('3', `${SITE}/remotes/mf-catalogue/1.0.0/assets/__federation_expose_routes.js`, 'Script', 'application/javascript', 110, 130, {
      type: 'script',
      top: `${SITE}/remotes/mf-catalogue/1.0.0/remoteEntry.js`,
    }),
    ...exchange('4', `${SITE}/api/v1/ms-content/blocks?language=fr&field%5Btype%5D=hp`, 'XHR', 'application/json', 140, 160, {
      type: 'script',
      top: `${SITE}/remotes/mf-catalogue/1.0.0/assets/__federation_expose_routes.js`,
    }),
    // React sets the image's src from a shared chunk main.js loaded: that alone would read 3.
    ...exchange('5', `${SITE}/assets/481.eb2d482049.js`, 'Script', 'application/javascript', 70, 90, { type: 'script', top: `${SITE}/assets/main.js` }),
    ...exchange('6', HERO, 'Image', 'image/webp', 170, 260, { type: 'script', top: `${SITE}/assets/481.eb2d482049.js` }),
  ],
  traceEvents: paints('286B5E35', [{ ms: 280, nodeId: 122, nodeName: HERO_ELEMENT, imageUrl: HERO }]),
  html: '<!doctype html><html><head></head><body><div id=root></div><script defer src=/assets/main.js></script></body></html>',
};

describe('the first screen chain depth', () => {
  const chainOf = (run: { audits: Audits; devtoolsLog: DevtoolsMessage[]; traceEvents: TraceEvent[]; html?: string }) => firstScreenFigures(run).chain;

  it('is 1 for a server-rendered page whose LCP image the HTML names and preloads', () => {
    expect(chainOf(serverRenderedHome)).toEqual({ depth: 1, requests: [HERO], lcpElement: HERO_ELEMENT, drawnBy: 'server' });
  });

  it('puts the scripts and fetches that finished before a script-drawn element on its chain', () => {
    expect(chainOf(scriptDrawnDashboard)).toEqual({
      depth: 2,
      requests: [`${SITE}/assets/8.fc59e92508.js`, `${SITE}/api/ms-config/v2/app-config`],
      lcpElement: 'P',
      drawnBy: 'script',
    });
  });

  it('puts a script-drawn image one request below the deepest script or fetch before it', () => {
    expect(chainOf(scriptDrawnHome)).toMatchObject({
      depth: 5,
      requests: [
        `${SITE}/assets/main.js`,
        `${SITE}/remotes/mf-catalogue/1.0.0/remoteEntry.js`,
        `${SITE}/remotes/mf-catalogue/1.0.0/assets/__federation_expose_routes.js`,
        `${SITE}/api/v1/ms-content/blocks?language=fr&field%5Btype%5D=hp`,
        HERO,
      ],
      drawnBy: 'script',
    });
  });

  it('follows the initiators of an image in the HTML that a script requested', () => {
    const requestedByScript = {
      ...serverRenderedHome,
      devtoolsLog: [
        ...serverRenderedHome.devtoolsLog.filter((message) => message.params?.requestId !== '11339.31'),
        ...exchange('11339.31', HERO, 'Image', 'image/webp', 63563800, 63563883, { type: 'script', top: `${SITE}/remotes/mf-catalogue/1.0.0/remoteEntry.js` }),
      ],
    };
    expect(chainOf(requestedByScript)).toMatchObject({ depth: 2, requests: [`${SITE}/remotes/mf-catalogue/1.0.0/remoteEntry.js`, HERO], drawnBy: 'server' });
  });

  it('counts a redirect as one more request in the chain', () => {
    const OLD_HERO = `${SITE}/media/hero-5g.svg`;
    const redirected = {
      ...serverRenderedHome,
      devtoolsLog: [
        ...serverRenderedHome.devtoolsLog.filter((message) => message.params?.requestId !== '11339.31'),
        ...exchange('11339.31', OLD_HERO, 'Image', 'text/html', 63563458, 63563470, { type: 'parser', url: `${SITE}/` }).slice(0, 1),
        ...exchange('11339.31', HERO, 'Image', 'image/webp', 63563470, 63563883, { type: 'parser', url: `${SITE}/` }).map((message, index) =>
          index === 0 ? { ...message, params: { ...message.params, redirectResponse: { url: OLD_HERO, status: 301 } } } : message,
        ),
      ],
    };
    expect(chainOf(redirected)).toMatchObject({ depth: 2, requests: [OLD_HERO, HERO] });
  });

  it('counts the render-blocking chain when it is the deeper one', () => {
    const withBlockingFont = {
      ...serverRenderedHome,
      audits: networkTree({
        '286B5E35': {
          url: `${SITE}/`,
          children: { css: { url: `${SITE}/assets/site.css`, children: { font: { url: `${SITE}/assets/noto.woff2`, children: {} } } } },
        },
      }),
    };
    expect(chainOf(withBlockingFont)).toMatchObject({ depth: 2, requests: [`${SITE}/assets/site.css`, `${SITE}/assets/noto.woff2`] });
  });

  it('counts an element as drawn by script when the HTML has no element of its tag and classes', () => {
    // The hero painted after the app configuration came: a script-drawn hero may have waited for it.
    const paintedLater = { ...serverRenderedHome, traceEvents: paints('286B5E35', [{ ms: 63564000, nodeId: 122, nodeName: HERO_ELEMENT, imageUrl: HERO }]) };
    expect(chainOf(paintedLater)).toMatchObject({ drawnBy: 'server', depth: 1 });
    const otherClasses = { ...paintedLater, html: serverRenderedHome.html.replace('sc-hJFycY brwPPD', 'sc-other') };
    expect(chainOf(otherClasses)).toMatchObject({
      drawnBy: 'script',
      depth: 2,
      requests: [`${SITE}/assets/8.fc59e92508.js`, `${SITE}/api/ms-config/v2/app-config`],
    });
    // An <img> of the same classes naming another image (the carousel's next slide) is not it.
    const anotherImage = { ...paintedLater, html: serverRenderedHome.html.replace(/hero-5g\.svg/g, 'hero-fibre.svg') };
    expect(chainOf(anotherImage)).toMatchObject({ drawnBy: 'script', depth: 2 });
  });

  it('gives the chain depth beside the other figures, and none without the trace', () => {
    expect(firstScreenFigures(serverRenderedHome).chainDepth).toBe(1);
    expect(firstScreenFigures({ audits: serverRenderedHome.audits }).chainDepth).toBeNull();
  });
});
