import { BROWSER_BUILD, createWebpackConfig, type BuildMode } from '@atlas/build/create-webpack-config';
import { createServerConfig } from '@atlas/build/create-server-config';
import { rechargeDeclaration } from './src/platform-remote';

export default (mode: BuildMode) => [
  createWebpackConfig({
    kind: 'remote',
    packageDir: __dirname,
    mode,
    declaration: rechargeDeclaration,
    exposes: {},
    devPort: 3004,
  }),
  // dist/<version>/server/routes.js: the number step drawn by the edge's server render (issue 34).
  createServerConfig({
    kind: 'remote',
    packageDir: __dirname,
    mode,
    partName: rechargeDeclaration.name,
    entry: './src/routes.tsx',
    filename: 'server/routes.js',
    after: BROWSER_BUILD,
  }),
];
