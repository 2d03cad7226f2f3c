import { createWebpackConfig, type BuildMode } from '@atlas/build/create-webpack-config';
import { identificationDeclaration } from './src/platform-remote';

export default (mode: BuildMode) =>
  createWebpackConfig({
    kind: 'remote',
    packageDir: __dirname,
    mode,
    declaration: identificationDeclaration,
    exposes: {},
    devPort: 3006,
  });
