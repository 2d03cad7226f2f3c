import type { CLSMetricWithAttribution, INPMetricWithAttribution, LCPMetricWithAttribution } from 'web-vitals/attribution';
import { remoteOfUrl } from './field-report';
import { remoteOfNode } from './vital-remote';

const reporters: Record<string, (metric: object) => void> = {};
jest.mock('web-vitals/attribution', () => ({
  onLCP: (callback: (metric: LCPMetricWithAttribution) => void) => (reporters.LCP = callback as (metric: object) => void),
  onINP: (callback: (metric: INPMetricWithAttribution) => void) => (reporters.INP = callback as (metric: object) => void),
  onCLS: (callback: (metric: CLSMetricWithAttribution) => void) => (reporters.CLS = callback as (metric: object) => void),
}));

import { attributeVital, longestScript } from './vitals-attribution';

const script = (sourceURL: string, duration: number) => ({ sourceURL, duration });
const frames = [
  { scripts: [script('https://shop.example/assets/main.js', 40)] },
  { scripts: [script('https://shop.example/remotes/mf-recharge/2.0.1/assets/12.js', 290), script('https://shop.example/assets/7.js', 12)] },
];

beforeEach(() => {
  document.body.innerHTML = '<header><button id="menu">Menu</button></header><div data-remote-area="mf-invoices"><p id="total">x</p></div>';
});

it('finds the script that ran longest in the interaction’s long animation frames', () => {
  expect(longestScript({ longAnimationFrameEntries: frames as never })?.sourceURL).toContain('/remotes/mf-recharge/');
  expect(longestScript({ longAnimationFrameEntries: [] })).toBeUndefined();
});

it('blames a slow interaction on the remote whose script made it slow, else on the area of its target', () => {
  const blamed: Array<string | undefined> = [];
  attributeVital('INP', (remote) => blamed.push(remote), { remoteOfUrl, remoteOfNode });
  const menu = document.getElementById('menu');
  reporters.INP!({ attribution: { longAnimationFrameEntries: frames, interactionTargetElement: menu } });
  reporters.INP!({ attribution: { longAnimationFrameEntries: [], interactionTargetElement: document.getElementById('total') } });
  reporters.INP!({ attribution: { longAnimationFrameEntries: [], interactionTargetElement: menu } });
  expect(blamed).toEqual(['mf-recharge', 'mf-invoices', undefined]);
});

it('blames LCP on its resource’s remote, else its element’s area; CLS on the largest shift’s node', () => {
  const blamed: Array<string | undefined> = [];
  attributeVital('LCP', (remote) => blamed.push(remote), { remoteOfUrl, remoteOfNode });
  attributeVital('CLS', (remote) => blamed.push(remote), { remoteOfUrl, remoteOfNode });
  reporters.LCP!({ attribution: { url: 'https://shop.example/remotes/mf-catalogue/1.2.0/hero.avif', lcpEntry: { element: null } } });
  reporters.LCP!({ attribution: { url: undefined, lcpEntry: { element: document.getElementById('total') } } });
  reporters.CLS!({ attribution: { largestShiftSource: { node: document.getElementById('total')!.firstChild } } });
  expect(blamed).toEqual(['mf-catalogue', 'mf-invoices', 'mf-invoices']);
});
