/**
 * Validates every object of every overlay of deploy/kubernetes against the Kubernetes API's own
 * schemas (the `kubernetes-models` package: its classes carry the OpenAPI schemas of the API
 * server, and `validate()` checks an object against them, offline). An ES module package, so this
 * runs under tsx (`node --import tsx`), not inside jest; `manifests.test.ts` runs it and reads
 * its JSON answer. CloudNativePG's custom resources are not in it: the test checks their fields.
 */
import path from 'node:path';
import { renderKustomization, type KubernetesObject } from './render';

const ROOT = path.resolve(__dirname, '../../../deploy/kubernetes/overlays');
export const OVERLAYS = ['cloudnative-pg', 'external-postgres'];

/** Module path of each kind the manifests use, in kubernetes-models. */
const MODELS: Record<string, string> = {
  'v1/ConfigMap': 'kubernetes-models/v1/ConfigMap',
  'v1/Service': 'kubernetes-models/v1/Service',
  'v1/PersistentVolumeClaim': 'kubernetes-models/v1/PersistentVolumeClaim',
  'apps/v1/Deployment': 'kubernetes-models/apps/v1/Deployment',
  'batch/v1/Job': 'kubernetes-models/batch/v1/Job',
  'autoscaling/v2/HorizontalPodAutoscaler': 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler',
  'policy/v1/PodDisruptionBudget': 'kubernetes-models/policy/v1/PodDisruptionBudget',
};

interface Model {
  new (data: KubernetesObject): { validate(): void };
}

async function main(): Promise<void> {
  const problems: string[] = [];
  let validated = 0;
  for (const overlay of OVERLAYS) {
    for (const object of renderKustomization(path.join(ROOT, overlay))) {
      const type = `${object.apiVersion}/${object.kind}`;
      if (object.apiVersion.startsWith('postgresql.cnpg.io/')) continue;
      const modulePath = MODELS[type];
      if (!modulePath) {
        problems.push(`${overlay}: ${type} ${object.metadata.name} has no schema here`);
        continue;
      }
      const module = (await import(modulePath)) as Record<string, Model>;
      const Model = module[object.kind]!;
      try {
        new Model(object).validate();
        validated += 1;
      } catch (error) {
        problems.push(`${overlay}: ${type} ${object.metadata.name}: ${(error as Error).message}`);
      }
    }
  }
  process.stdout.write(JSON.stringify({ validated, problems }));
}

void main();
