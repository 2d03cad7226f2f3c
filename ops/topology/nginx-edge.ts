import fs from 'node:fs';
import path from 'node:path';
import { DEBIAN_PACKAGES_HINT } from './postgres-cluster';
import { isRunning, run } from './processes';

export const EDGE_TEMPLATE = path.join(__dirname, 'nginx/edge.conf.template');

/**
 * ngx_brotli's static half (Debian's libnginx-mod-http-brotli-static): the edge template's
 * `brotli_static on` sends the build's own .br files (shared/build/precompress.ts) to browsers that
 * accept br. The edge image installs the same package (ops/docker/Dockerfile).
 */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface EdgeVariables {
  EDGE_PORT: string;
  SHELL_ROOT: string;
  PLATFORM_ROOT: string;
  API_SERVERS: string;
  PAGE_SERVERS: string;
  COLLECTOR_SERVERS: string;
}

/** The same substitution as the edge image's entrypoint (envsubst of the six names): ${NAME} only, every name known. */
export function renderEdgeTemplate(variables: EdgeVariables, template = fs.readFileSync(EDGE_TEMPLATE, 'utf8')): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (_match, name: string) => {
    const value = (variables as unknown as Record<string, string | undefined>)[name];
    if (value === undefined) throw new Error(`the edge template uses \${${name}}, which nothing provides`);
    return value;
  });
}

export function findNginx(): string {
  for (const candidate of [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx'].filter(Boolean) as string[]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(`nginx is not installed; ${DEBIAN_PACKAGES_HINT}`);
}

export interface NginxEdge {
  bin: string;
  prefix: string;
  conf: string;
  pidFile: string;
}

/**
 * A private nginx: its own prefix, configuration, pid file, logs and temp folders under the
 * topology's folder; the system nginx and its configuration are never touched.
 */
export function writeNginxConfig(prefix: string, variables: EdgeVariables): NginxEdge {
  const bin = findNginx();
  const mimeTypes = '/etc/nginx/mime.types';
  if (!fs.existsSync(mimeTypes)) throw new Error(`${mimeTypes} is missing; ${DEBIAN_PACKAGES_HINT}`);
  if (!fs.existsSync(BROTLI_STATIC_MODULE)) throw new Error(`${BROTLI_STATIC_MODULE} is missing; ${DEBIAN_PACKAGES_HINT}`);
  fs.mkdirSync(path.join(prefix, 'logs'), { recursive: true });
  for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(prefix, 'temp', temp), { recursive: true });
  const site = path.join(prefix, 'edge.conf');
  fs.writeFileSync(site, renderEdgeTemplate(variables));
  const conf = path.join(prefix, 'nginx.conf');
  const pidFile = path.join(prefix, 'nginx.pid');
  fs.writeFileSync(
    conf,
    [
      // Workers of a root master would run as nobody and could not read the developer's tree.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      `load_module ${BROTLI_STATIC_MODULE};`,
      'worker_processes 1;',
      `pid ${pidFile};`,
      `error_log ${path.join(prefix, 'logs/error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  include ${mimeTypes};`,
      '  default_type application/octet-stream;',
      '  sendfile on;',
      `  access_log ${path.join(prefix, 'logs/access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((temp) => `  ${temp}_temp_path ${path.join(prefix, 'temp', temp)};`),
      `  include ${site};`,
      '}',
      '',
    ].join('\n'),
  );
  return { bin, prefix, conf, pidFile };
}

const args = (edge: NginxEdge, ...more: string[]) => ['-p', edge.prefix, '-c', edge.conf, '-e', path.join(edge.prefix, 'logs/error.log'), ...more];

export function startNginx(edge: NginxEdge): number {
  run(edge.bin, args(edge, '-t'));
  run(edge.bin, args(edge));
  return nginxPid(edge) ?? 0;
}

export function nginxPid(edge: Pick<NginxEdge, 'pidFile'>): number | null {
  try {
    const pid = Number(fs.readFileSync(edge.pidFile, 'utf8').trim());
    return pid && isRunning(pid) ? pid : null;
  } catch {
    return null;
  }
}

export async function stopNginx(edge: NginxEdge): Promise<void> {
  const pid = nginxPid(edge);
  if (!pid) return;
  run(edge.bin, args(edge, '-s', 'quit'));
  const deadline = Date.now() + 10_000;
  while (isRunning(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (isRunning(pid)) process.kill(pid, 'SIGKILL');
}
