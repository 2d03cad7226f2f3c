/**
 * Renders a kustomization of deploy/kubernetes offline, for the tests: the subset of kustomize the
 * project's kustomizations use — `resources` (files and folders), `namespace`, `labels` (metadata
 * only), `images` (tags) and JSON 6902 `patches` with a kind/name target. `kubectl apply -k` is
 * what production runs; the test compares this rendering with `kubectl kustomize` where kubectl
 * is on the machine, and refuses a kustomization that uses anything else, so the two cannot drift.
 */
import fs from 'node:fs';
import path from 'node:path';
import jsonPatch, { type Operation } from 'fast-json-patch';
import { parseAllDocuments, parse } from 'yaml';

export interface KubernetesObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; [key: string]: unknown };
  [key: string]: unknown;
}

interface Kustomization {
  resources?: string[];
  namespace?: string;
  labels?: { pairs: Record<string, string> }[];
  images?: { name: string; newTag: string }[];
  patches?: { target: { kind: string; name: string }; patch: string }[];
}

const KNOWN_FIELDS = new Set(['apiVersion', 'kind', 'resources', 'namespace', 'labels', 'images', 'patches']);

function readKustomization(folder: string): Kustomization {
  const file = path.join(folder, 'kustomization.yaml');
  const kustomization = parse(fs.readFileSync(file, 'utf8')) as Kustomization & Record<string, unknown>;
  const unknown = Object.keys(kustomization).filter((key) => !KNOWN_FIELDS.has(key));
  if (unknown.length) throw new Error(`${file}: fields this renderer does not know: ${unknown.join(', ')}`);
  return kustomization;
}

function readObjects(file: string): KubernetesObject[] {
  return parseAllDocuments(fs.readFileSync(file, 'utf8'))
    .map((document) => document.toJS() as KubernetesObject | null)
    .filter((object): object is KubernetesObject => object !== null);
}

function containersOf(object: KubernetesObject): { image?: string }[] {
  const spec = (object.spec as { template?: { spec?: { containers?: { image?: string }[] } } } | undefined)?.template?.spec;
  return spec?.containers ?? [];
}

/** The objects of a kustomization folder, as `kubectl kustomize <folder>` renders them. */
export function renderKustomization(folder: string): KubernetesObject[] {
  const kustomization = readKustomization(folder);
  let objects: KubernetesObject[] = [];
  for (const resource of kustomization.resources ?? []) {
    const target = path.resolve(folder, resource);
    objects.push(...(fs.statSync(target).isDirectory() ? renderKustomization(target) : readObjects(target)));
  }
  objects = objects.map((object) => structuredClone(object));
  for (const object of objects) {
    if (kustomization.namespace) object.metadata.namespace = kustomization.namespace;
    for (const { pairs } of kustomization.labels ?? []) object.metadata.labels = { ...object.metadata.labels, ...pairs };
    for (const container of containersOf(object)) {
      const image = kustomization.images?.find((candidate) => candidate.name === container.image);
      if (image) container.image = `${image.name}:${image.newTag}`;
    }
  }
  for (const { target, patch } of kustomization.patches ?? []) {
    const matches = objects.filter((object) => object.kind === target.kind && object.metadata.name === target.name);
    if (matches.length === 0) throw new Error(`${folder}: a patch targets ${target.kind}/${target.name}, which is not there`);
    for (const object of matches) jsonPatch.applyPatch(object, parse(patch) as Operation[], true, true);
  }
  return objects;
}
