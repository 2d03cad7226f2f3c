import { createWebpackConfig, type BuildMode } from '@atlas/build/create-webpack-config';
import { rechargeDeclaration } from './src/platform-remote';

export default (mode: BuildMode) =>
  createWebpackConfig({
    kind: 'remote',
    packageDir: __dirname,
    mode,
    declaration: rechargeDeclaration,
    exposes: {},
    devPort: 3004,
  });
