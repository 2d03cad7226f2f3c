import { createWebpackConfig, type BuildMode } from '@atlas/build/create-webpack-config';
import { cartPaymentDeclaration } from './src/platform-remote';

export default (mode: BuildMode) =>
  createWebpackConfig({
    kind: 'remote',
    packageDir: __dirname,
    mode,
    declaration: cartPaymentDeclaration,
    exposes: { './header-basket': './src/widgets/header-basket' },
    devPort: 3003,
  });
