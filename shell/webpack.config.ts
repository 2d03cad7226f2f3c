import { BROWSER_BUILD, createWebpackConfig, type BuildMode } from '@atlas/build/create-webpack-config';
import { createServerConfig } from '@atlas/build/create-server-config';

export default (mode: BuildMode) => [
  createWebpackConfig({ kind: 'host', packageDir: __dirname, mode, devPort: 8081 }),
  // dist/server/render-page.js: the edge's server render of the public pages (issue 18).
  createServerConfig({
    kind: 'host',
    packageDir: __dirname,
    mode,
    partName: 'shell',
    entry: './src/server/render-page.tsx',
    filename: 'server/render-page.js',
    after: BROWSER_BUILD,
  }),
];
