import path from 'node:path';
import { createServerConfig, isSingletonRequest } from '../../../shared/build/create-server-config';

const catalogueDir = path.resolve(__dirname, '../../../mf-catalogue');

type ExternalFn = (data: { request?: string }, callback: (error?: Error, result?: string) => void) => void;

function externalOf(config: ReturnType<typeof createServerConfig>, request: string): string | undefined {
  let result: string | undefined;
  (config.externals as ExternalFn[])[0]!({ request }, (_error, value) => {
    result = value;
  });
  return result;
}

describe("a remote's server build (issue 18)", () => {
  const config = createServerConfig({
    kind: 'remote',
    packageDir: catalogueDir,
    mode: 'production',
    partName: 'mf-catalogue',
    entry: './src/routes.tsx',
    filename: 'server/routes.js',
    after: 'browser',
  });

  it('writes dist/<version>/server/routes.js as commonjs2 for node, after the browser build', () => {
    expect(config.target).toBe('node');
    expect(config.output).toMatchObject({ path: path.join(catalogueDir, 'dist', '1.0.0', 'server'), filename: 'routes.js', library: { type: 'commonjs2' } });
    expect(config.dependencies).toEqual(['browser']);
  });

  it("leaves every shared singleton (and its subpaths) to the server's own copy, bundles the rest", () => {
    expect(externalOf(config, 'react')).toBe('commonjs react');
    expect(externalOf(config, 'styled-components')).toBe('commonjs styled-components');
    expect(externalOf(config, '@reduxjs/toolkit/query/react')).toBe('commonjs @reduxjs/toolkit/query/react');
    expect(externalOf(config, '@atlas/runtime')).toBe('commonjs @atlas/runtime');
    expect(externalOf(config, '@atlas/contracts/catalog')).toBe('commonjs @atlas/contracts/catalog');
    expect(externalOf(config, 'leaflet')).toBeUndefined();
    expect(externalOf(config, './features/catalog/catalog-pages')).toBeUndefined();
    expect(isSingletonRequest('react-dom-extra')).toBe(false);
  });
});
