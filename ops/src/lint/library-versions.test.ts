import fs from 'node:fs';
import path from 'node:path';
import { bumpIsEnough, compareSurfaces, layoutFree, readRecord, readSurfaces, versionProblem, type Surface } from '@atlas/build/public-surface';
import { platformLibraries } from '@atlas/build/shared-dependencies';
import { satisfies } from 'semver';

const repo = path.resolve(__dirname, '../../..');
const libraries = platformLibraries();

jest.setTimeout(120_000);

describe('each shared library has a version that changes with its public surface', () => {
  let surfaces: Map<string, Surface>;
  beforeAll(() => {
    surfaces = readSurfaces(libraries);
  });

  it.each(libraries.map((library) => [library.name, library] as const))('%s: surface.json records its surface at its version', (_name, library) => {
    expect(versionProblem(library, readRecord(library), surfaces.get(library.name)!)).toBeNull();
  });

  it('fails a surface that changed without a version bump, and names what changed', () => {
    const [library] = libraries;
    const surface = surfaces.get(library!.name)!;
    const root = surface['.']!;
    const [first] = Object.keys(root);
    const record = { name: library!.name, version: library!.version, surface };
    const grown: Surface = { ...surface, '.': { ...root, brandNewExport: 'value: () => void' } };
    expect(versionProblem(library!, record, grown)).toMatch(
      new RegExp(
        `the public surface of ${library!.name} changed \\(added: brandNewExport;\\) but its version is still ${library!.version}: bump it \\(minor\\)`,
      ),
    );
    const shrunk: Surface = { ...surface, '.': Object.fromEntries(Object.entries(root).filter(([name]) => name !== first)) };
    expect(versionProblem(library!, record, shrunk)).toMatch(new RegExp(`removed: ${first};\\) but its version is still .*bump it \\(major\\)`));
    // Bumped but not recorded, or bumped too little.
    expect(versionProblem({ ...library!, version: '9.9.9' }, record, surface)).toMatch(/9\.9\.9 is not recorded/);
    expect(versionProblem({ ...library!, version: bumpMinor(library!.version) }, record, shrunk)).toMatch(/is not a major bump/);
  });

  it('reads the same surface however its source is laid out (a formatter is not a change)', () => {
    // TypeScript prints a destructured parameter from its source: one line, or lines with a trailing comma.
    const oneLine = 'value: ({ direction, children }: ThemeRootProps) => Element';
    const spread = 'value: ({ direction,\n  children,\n}: ThemeRootProps) => Element';
    expect(layoutFree(spread)).toBe(layoutFree(oneLine));
    expect(compareSurfaces({ '.': { ThemeRoot: layoutFree(oneLine) } }, { '.': { ThemeRoot: layoutFree(spread) } })).toEqual({
      added: [],
      changed: [],
      removed: [],
    });
    // A real change still shows.
    expect(layoutFree('value: ({ direction }: ThemeRootProps) => Element')).not.toBe(layoutFree(oneLine));
  });

  it('reads a changed type as a change', () => {
    expect(compareSurfaces({ '.': { a: 'value: string', b: 'value: number' } }, { '.': { a: 'value: number', c: 'value: 1' } })).toEqual({
      added: ['c'],
      changed: ['a'],
      removed: ['b'],
    });
    expect(bumpIsEnough('1.2.3', '2.0.0', 'major')).toBe(true);
    expect(bumpIsEnough('1.2.3', '1.3.0', 'major')).toBe(false);
    expect(bumpIsEnough('1.2.3', '1.3.0', 'minor')).toBe(true);
    expect(bumpIsEnough('1.2.3', '1.2.4', 'minor')).toBe(false);
    expect(bumpIsEnough('0.2.3', '0.3.0', 'major')).toBe(true);
  });

  it('reads object members and unions printed in another order as the same type', () => {
    expect(compareSurfaces({ '.': { Key: 'type: "user" | "uuid"' } }, { '.': { Key: 'type: "uuid" | "user"' } })).toEqual({
      added: [],
      changed: [],
      removed: [],
    });
    const before = { '.': { Offer: 'type: { id: string; period: "month" | "once"; price: number | null; }' } };
    expect(compareSurfaces(before, { '.': { Offer: 'type: { period: "once" | "month"; price: null | number; id: string; }' } })).toEqual({
      added: [],
      changed: [],
      removed: [],
    });
    expect(compareSurfaces(before, { '.': { Offer: 'type: { period: "once" | "month"; price: number; id: string; }' } }).changed).toEqual(['Offer']);
    // A union inside an object's member, and the members themselves, in another order.
    const kinds = {
      '.': { Kind: 'type: "basket" | "purchase" | "invoices"', Receipt: 'type: { requestId: string; reference: string; kind?: "a" | "b" | undefined; }' },
    };
    const reordered = {
      '.': { Kind: 'type: "invoices" | "basket" | "purchase"', Receipt: 'type: { kind?: "b" | "a" | undefined; reference: string; requestId: string; }' },
    };
    expect(compareSurfaces(kinds, reordered)).toEqual({ added: [], changed: [], removed: [] });
    const different = {
      '.': { Kind: 'type: "invoices" | "basket"', Receipt: 'type: { kind?: "b" | "a" | undefined; reference: number; requestId: string; }' },
    };
    expect(compareSurfaces(kinds, different).changed).toEqual(['Kind', 'Receipt']);
  });

  it('reads a schema added beside a type that keeps its shape as an addition, and a changed shape as a change', () => {
    const before = { './shop': { Captcha: 'shape: { captchaId: string }' } };
    expect(compareSurfaces(before, { './shop': { Captcha: 'value: TObject<{ captchaId: TString; }> | shape: { captchaId: string }' } })).toEqual({
      added: ['shop:Captcha (value)'],
      changed: [],
      removed: [],
    });
    expect(compareSurfaces(before, { './shop': { Captcha: 'value: TObject<{ captchaId: TNumber; }> | shape: { captchaId: number }' } })).toEqual({
      added: ['shop:Captcha (value)'],
      changed: ['shop:Captcha'],
      removed: [],
    });
  });
});

function bumpMinor(version: string): string {
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${minor! + 1}.0`;
}

describe('the parts declare ranges their libraries satisfy', () => {
  const workspaces = (JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
  it.each(workspaces)('%s', (workspace) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(repo, workspace, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    const declared = { ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies };
    const unmet = libraries
      .filter((library) => declared[library.name] && !satisfies(library.version, declared[library.name]!))
      .map((library) => `${library.name} ${declared[library.name]} (it is ${library.version})`);
    expect(unmet).toEqual([]);
  });
});
