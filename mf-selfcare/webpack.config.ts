import { createWebpackConfig, type BuildMode } from '@atlas/build/create-webpack-config';
import { selfcareDeclaration } from './src/platform-remote';

export default (mode: BuildMode) =>
  createWebpackConfig({
    kind: 'remote',
    packageDir: __dirname,
    mode,
    declaration: selfcareDeclaration,
    exposes: { './header-account': './src/widgets/header-account' },
    devPort: 3002,
  });
