/**
 * The Kubernetes manifests (deploy/kubernetes), rendered offline: every object valid against the
 * Kubernetes API's schemas, the properties the platform relies on (probes on the API's real health
 * routes, a graceful stop within the grace period, autoscaling and disruption budgets on what
 * exists, secrets only from Secrets, the migrations' Job, CloudNativePG's cluster and pooler), the
 * rendering equal to kubectl's where kubectl is on the machine, and docker-compose.yml kept
 * equivalent.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { renderKustomization, type KubernetesObject } from './render';

const REPO = path.resolve(__dirname, '../../..');
const OVERLAYS = path.join(REPO, 'deploy/kubernetes/overlays');
const overlays = fs.readdirSync(OVERLAYS).sort();

interface Container {
  name: string;
  image: string;
  command?: string[];
  args?: string[];
  env?: { name: string; value?: string; valueFrom?: unknown }[];
  envFrom?: { configMapRef?: { name: string } }[];
  readinessProbe?: { httpGet?: { path: string } };
  livenessProbe?: { httpGet?: { path: string } };
}
interface PodTemplate {
  metadata?: { labels?: Record<string, string> };
  spec: { containers: Container[]; terminationGracePeriodSeconds?: number };
}
const spec = <T>(object: KubernetesObject) => object.spec as T;
const find = (objects: KubernetesObject[], kind: string, name: string) => {
  const found = objects.find((object) => object.kind === kind && object.metadata.name === name);
  if (!found) throw new Error(`${kind}/${name} is missing`);
  return found;
};
const containerOf = (object: KubernetesObject) => spec<{ template: PodTemplate }>(object).template.spec.containers[0]!;
const envNames = (container: Container) => (container.env ?? []).map((entry) => entry.name);

it('has the two overlays: CloudNativePG and an external PostgreSQL', () => {
  expect(overlays).toEqual(['cloudnative-pg', 'external-postgres']);
});

it('validates every object against the Kubernetes API schemas (kubernetes-models)', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'validate-schemas.ts')], { cwd: REPO, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  const { validated, problems } = JSON.parse(run.stdout) as { validated: number; problems: string[] };
  expect(problems).toEqual([]);
  expect(validated).toBeGreaterThanOrEqual(28);
});

describe.each(overlays)('overlay %s', (overlay) => {
  const objects = renderKustomization(path.join(OVERLAYS, overlay));
  const config = find(objects, 'ConfigMap', 'atlas-api-config') as KubernetesObject & { data: Record<string, string> };
  const api = find(objects, 'Deployment', 'atlas-api');
  const job = find(objects, 'Job', 'atlas-migrate');

  it('puts everything in one namespace and labels it', () => {
    for (const object of objects) {
      expect(object.metadata.namespace).toBe('atlas');
      expect(object.metadata.labels?.['app.kubernetes.io/part-of']).toBe('atlas-telecom');
    }
  });

  it('probes the API on its real health routes: readiness with the database and the drain, liveness without', () => {
    const container = containerOf(api);
    expect(container.readinessProbe?.httpGet?.path).toBe('/api/health/ready');
    expect(container.livenessProbe?.httpGet?.path).toBe('/api/health/live');
    const health = fs.readFileSync(path.join(REPO, 'api/src/health.ts'), 'utf8');
    expect(health).toContain("'/health/ready'");
    expect(health).toContain("'/health/live'");
  });

  it('gives every Deployment readiness and liveness probes and a rolling update that keeps capacity', () => {
    for (const deployment of objects.filter((object) => object.kind === 'Deployment')) {
      const container = containerOf(deployment);
      expect(container.readinessProbe).toBeDefined();
      expect(container.livenessProbe).toBeDefined();
      expect(spec<{ strategy: { rollingUpdate: { maxUnavailable: number } } }>(deployment).strategy.rollingUpdate.maxUnavailable).toBe(0);
    }
  });

  it('sends the beacons to the API pods’ collector port, which the API opens (TELEMETRY_COLLECTOR_PORT), knowing the edge’s manifest', () => {
    const edge = containerOf(find(objects, 'Deployment', 'atlas-edge'));
    const upstream = edge.env?.find((entry) => entry.name === 'COLLECTOR_SERVERS')?.value ?? '';
    const service = spec<{ ports: Array<{ name: string; port: number; targetPort: string }> }>(find(objects, 'Service', 'atlas-api'));
    const servicePort = service.ports.find((port) => port.name === 'collector');
    expect(upstream).toBe(`server atlas-api:${servicePort?.port};`);
    const containerPort = (containerOf(api) as Container & { ports?: Array<{ name: string; containerPort: number }> }).ports?.find(
      (port) => port.name === servicePort?.targetPort,
    )?.containerPort;
    expect(String(containerPort)).toBe(config.data.TELEMETRY_COLLECTOR_PORT);
    expect(config.data.PLATFORM_MANIFEST_URL).toBe(`http://atlas-edge/platform-manifest.json`);
    find(objects, 'Service', 'atlas-edge');
  });

  it('stops the API gracefully within its grace period', () => {
    const grace = spec<{ template: PodTemplate }>(api).template.spec.terminationGracePeriodSeconds ?? 30;
    const drain = Number(config.data.SHUTDOWN_DRAIN_MS);
    const timeout = Number(config.data.SHUTDOWN_TIMEOUT_MS);
    expect(drain).toBeGreaterThan(0);
    expect(drain + timeout).toBeLessThan(grace * 1000);
  });

  it('autoscales and budgets disruptions of Deployments that exist, by their own labels', () => {
    for (const hpa of objects.filter((object) => object.kind === 'HorizontalPodAutoscaler')) {
      const { scaleTargetRef, minReplicas } = spec<{ scaleTargetRef: { kind: string; name: string }; minReplicas: number }>(hpa);
      find(objects, scaleTargetRef.kind, scaleTargetRef.name);
      expect(minReplicas).toBeGreaterThanOrEqual(2);
    }
    for (const pdb of objects.filter((object) => object.kind === 'PodDisruptionBudget')) {
      const selector = spec<{ selector: { matchLabels: Record<string, string> } }>(pdb).selector.matchLabels;
      const covered = objects.filter(
        (object) =>
          object.kind === 'Deployment' &&
          Object.entries(selector).every(([key, value]) => spec<{ template: PodTemplate }>(object).template.metadata?.labels?.[key] === value),
      );
      expect(covered).toHaveLength(1);
    }
    expect(objects.filter((object) => object.kind === 'PodDisruptionBudget').map((object) => object.metadata.name)).toEqual(
      expect.arrayContaining(['atlas-api', 'atlas-edge', 'atlas-pages']),
    );
  });

  it('takes secrets from Secrets only, and gives the API and the migrations their database', () => {
    for (const workload of [api, job]) {
      const container = containerOf(workload);
      for (const entry of container.env ?? []) {
        if (/SECRET|KEY|PASSWORD|SMTP_URL/.test(entry.name)) expect(entry.valueFrom).toBeDefined();
      }
      expect(envNames(container)).toEqual(expect.arrayContaining(['JWT_SECRET', 'PAYMENT_GATEWAY_SECRET', 'IDENTITY_KEY', 'DATABASE_URL']));
      expect(container.envFrom?.[0]?.configMapRef?.name).toBe('atlas-api-config');
    }
    expect(Object.keys(config.data).filter((key) => /SECRET|KEY|PASSWORD/.test(key))).toEqual([]);
    expect(config.data.NODE_ENV).toBe('production');
  });

  it('gives every pod that serves the platform its own copy, kept by the edge mirror from the shared store', () => {
    for (const name of ['atlas-edge', 'atlas-pages']) {
      const pod = spec<{ template: PodTemplate & { spec: { volumes: { name: string; emptyDir?: object }[] } } }>(find(objects, 'Deployment', name)).template
        .spec;
      const mirror = pod.containers.find((container) => container.name === 'edge-mirror');
      expect((mirror as Container & { args: string[] }).args).toEqual(['edge-mirror', '/srv/platform']);
      expect(mirror?.env?.find((entry) => entry.name === 'PLATFORM_DATABASE_URL')?.valueFrom).toBeDefined();
      expect(pod.volumes.find((volume) => volume.name === 'platform')?.emptyDir).toBeDefined();
    }
  });

  it('runs the migrations as a Job with the API image, and every image at a release tag', () => {
    expect(containerOf(job).image).toBe(containerOf(api).image);
    expect(containerOf(job).env?.find((entry) => entry.name === 'DATABASE_URL')).toBeDefined();
    for (const workload of objects.filter((object) => object.kind === 'Deployment' || object.kind === 'Job')) {
      expect(containerOf(workload).image).toMatch(/^atlas-telecom\/(api|pages|edge|ops):\d+\.\d+\.\d+$/);
    }
  });

  it('renders as kubectl kustomize does, where kubectl is on the machine', () => {
    const kubectl = spawnSync('kubectl', ['kustomize', path.join(OVERLAYS, overlay)], { encoding: 'utf8' });
    if (kubectl.error) return; // No kubectl here: the schema and property checks above still ran.
    expect(kubectl.status).toBe(0);
    const byName = (list: KubernetesObject[]) => Object.fromEntries(list.map((object) => [`${object.kind}/${object.metadata.name}`, object]));
    const rendered = kubectl.stdout
      .split(/^---$/m)
      .map((document) => parse(document) as KubernetesObject | null)
      .filter((object): object is KubernetesObject => object !== null);
    expect(byName(objects)).toEqual(byName(rendered));
  });
});

it('runs PostgreSQL with CloudNativePG behind a PgBouncer Pooler that bounds its connections', () => {
  const objects = renderKustomization(path.join(OVERLAYS, 'cloudnative-pg'));
  const cluster = find(objects, 'Cluster', 'atlas-postgres');
  const pooler = find(objects, 'Pooler', 'atlas-postgres-pooler-rw');
  const clusterSpec = spec<{ instances: number; postgresql: { parameters: { max_connections: string } }; storage: { size: string } }>(cluster);
  const poolerSpec = spec<{ cluster: { name: string }; instances: number; type: string; pgbouncer: { poolMode: string; parameters: Record<string, string> } }>(
    pooler,
  );
  expect(cluster.apiVersion).toBe('postgresql.cnpg.io/v1');
  expect(clusterSpec.instances).toBeGreaterThanOrEqual(3);
  expect(poolerSpec.cluster.name).toBe('atlas-postgres');
  expect(poolerSpec.type).toBe('rw');
  // The server connections the poolers may open stay under PostgreSQL's limit, whatever the API's replicas.
  const serverConnections = poolerSpec.instances * Number(poolerSpec.pgbouncer.parameters.default_pool_size);
  expect(serverConnections).toBeLessThan(Number(clusterSpec.postgresql.parameters.max_connections) / 2);
  const url = containerOf(find(objects, 'Deployment', 'atlas-api')).env?.find((entry) => entry.name === 'DATABASE_URL')?.value;
  expect(url).toContain('@atlas-postgres-pooler-rw:5432/');
});

it('keeps docker-compose.yml equivalent: the same parts, the same settings by name', () => {
  const compose = parse(fs.readFileSync(path.join(REPO, 'docker-compose.yml'), 'utf8')) as {
    services: Record<string, { environment?: Record<string, string>; image?: string; command?: string[] }>;
    'x-api': { environment: Record<string, string>; image: string };
  };
  // Compose runs PgBouncer in front of PostgreSQL, as the CloudNativePG overlay's Pooler.
  const objects = renderKustomization(path.join(OVERLAYS, 'cloudnative-pg'));
  const config = find(objects, 'ConfigMap', 'atlas-api-config') as KubernetesObject & { data: Record<string, string> };
  const api = containerOf(find(objects, 'Deployment', 'atlas-api'));
  const kubernetesApiSettings = new Set([...envNames(api), ...Object.keys(config.data)]);
  const composeApi = compose['x-api'].environment;
  for (const name of Object.keys(composeApi)) expect(kubernetesApiSettings).toContain(name);
  // Every setting the cluster gives the API from its Secret and the pooler's, compose gives too.
  const fromSecrets = (api.env ?? []).filter((entry) => entry.valueFrom && !entry.name.startsWith('PG')).map((entry) => entry.name);
  for (const name of [...fromSecrets, 'DATABASE_URL', 'DATABASE_DIRECT_URL', 'DATABASE_POOLER']) expect(Object.keys(composeApi)).toContain(name);
  expect(composeApi.DATABASE_URL).toContain('@pgbouncer:');
  expect(composeApi.DATABASE_DIRECT_URL).toContain('@postgres:');
  expect(compose.services.pgbouncer).toBeDefined();
  expect(compose.services.migrate?.command).toEqual(containerOf(find(objects, 'Job', 'atlas-migrate')).command);
  // The edge sends beacons to each API replica's collector port, the one the replicas open.
  const collectorPort = composeApi.TELEMETRY_COLLECTOR_PORT;
  expect(compose.services.edge?.environment?.COLLECTOR_SERVERS).toBe(`server api-1:${collectorPort}; server api-2:${collectorPort};`);
  for (const [service, deployment] of [
    ['pages', 'atlas-pages'],
    ['edge', 'atlas-edge'],
  ] as const) {
    const composeNames = Object.keys(compose.services[service]?.environment ?? {}).sort();
    const kubernetesNames = envNames(containerOf(find(objects, 'Deployment', deployment)));
    for (const name of composeNames) expect(kubernetesNames).toContain(name);
  }
  // The platform store: each edge pod's mirror, compose's edge-mirror, read the same settings.
  const mirror = spec<{ template: PodTemplate }>(find(objects, 'Deployment', 'atlas-edge')).template.spec.containers.find(
    (container) => container.name === 'edge-mirror',
  )!;
  expect(Object.keys(compose.services['edge-mirror']?.environment ?? {}).sort()).toEqual(envNames(mirror).sort());
  expect(compose.services['edge-mirror']?.command).toEqual(mirror.args);
  expect(compose['x-api'].image.split(':')[0]).toBe('atlas-telecom/api');
});
