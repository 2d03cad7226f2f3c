import { BROWSER_BUILD, createWebpackConfig, type BuildMode } from '@atlas/build/create-webpack-config';
import { createServerConfig } from '@atlas/build/create-server-config';
import { catalogueDeclaration } from './src/platform-remote';

export default (mode: BuildMode) => [
  createWebpackConfig({
    kind: 'remote',
    packageDir: __dirname,
    mode,
    declaration: catalogueDeclaration,
    exposes: {},
    devPort: 3001,
  }),
  // dist/<version>/server/routes.js: the same routes for the edge's server render (issue 18).
  createServerConfig({
    kind: 'remote',
    packageDir: __dirname,
    mode,
    partName: catalogueDeclaration.name,
    entry: './src/routes.tsx',
    filename: 'server/routes.js',
    after: BROWSER_BUILD,
  }),
];
