import { BROWSER_BUILD, createWebpackConfig, type BuildMode } from '@atlas/build/create-webpack-config';
import { createServerConfig } from '@atlas/build/create-server-config';
import { invoicesDeclaration } from './src/platform-remote';

export default (mode: BuildMode) => [
  createWebpackConfig({
    kind: 'remote',
    packageDir: __dirname,
    mode,
    declaration: invoicesDeclaration,
    exposes: { './basket-panel': './src/widgets/basket-panel' },
    devPort: 3005,
  }),
  // dist/<version>/server/routes.js: the first step drawn by the edge's server render (issue 34).
  createServerConfig({
    kind: 'remote',
    packageDir: __dirname,
    mode,
    partName: invoicesDeclaration.name,
    entry: './src/routes.tsx',
    filename: 'server/routes.js',
    after: BROWSER_BUILD,
  }),
];
