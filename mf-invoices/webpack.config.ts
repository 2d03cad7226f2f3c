import { createWebpackConfig, type BuildMode } from '@atlas/build/create-webpack-config';
import { invoicesDeclaration } from './src/platform-remote';

export default (mode: BuildMode) =>
  createWebpackConfig({
    kind: 'remote',
    packageDir: __dirname,
    mode,
    declaration: invoicesDeclaration,
    exposes: {},
    devPort: 3005,
  });
