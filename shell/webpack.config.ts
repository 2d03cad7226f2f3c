import { createWebpackConfig, type BuildMode } from '@atlas/build/create-webpack-config';

export default (mode: BuildMode) => createWebpackConfig({ kind: 'host', packageDir: __dirname, mode, devPort: 8081 });
