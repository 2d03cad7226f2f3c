import { createWebpackConfig, type BuildMode } from '@atlas/build/create-webpack-config';
import { catalogueDeclaration } from './src/platform-remote';

export default (mode: BuildMode) =>
  createWebpackConfig({
    kind: 'remote',
    packageDir: __dirname,
    mode,
    declaration: catalogueDeclaration,
    exposes: {},
    devPort: 3001,
  });
