import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { run } from './processes';

/** A throwaway PostgreSQL cluster: its own data folder, a loopback port, password logins only. */
export interface PostgresCluster {
  bin: string;
  root: string;
  port: number;
  user: string;
  password: string;
  database: string;
  databaseUrl: string;
}

export const DEBIAN_PACKAGES_HINT =
  'install them with: apt-get install -y nginx libnginx-mod-http-brotli-static postgresql (or node ops/bin/ensure-system-packages.mjs)';

/** Debian keeps the server binaries off PATH, under /usr/lib/postgresql/<major>/bin. */
export function findPostgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const majors = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const major of majors) {
    const bin = path.join(base, major, 'bin');
    if (fs.existsSync(path.join(bin, 'initdb')) && fs.existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  throw new Error(`PostgreSQL server binaries (initdb, pg_ctl) are not installed; ${DEBIAN_PACKAGES_HINT}`);
}

const isRoot = () => process.getuid?.() === 0;

/** initdb and the server refuse to run as root: run them as Debian's postgres user then. */
export function asClusterOwner(command: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

export function ownedByClusterOwner(target: string): void {
  if (!isRoot()) return;
  const { uid, gid } = postgresIds();
  fs.chownSync(target, uid, gid);
}

function postgresIds(): { uid: number; gid: number } {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error(`there is no postgres user to run PostgreSQL as; ${DEBIAN_PACKAGES_HINT}`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

export function createCluster(root: string, port: number): PostgresCluster {
  const bin = findPostgresBin();
  const cluster: PostgresCluster = {
    bin,
    root,
    port,
    user: 'atlas',
    password: crypto.randomBytes(18).toString('base64url'),
    database: 'atlas',
    databaseUrl: '',
  };
  cluster.databaseUrl = `postgres://${cluster.user}:${cluster.password}@127.0.0.1:${port}/${cluster.database}`;
  fs.mkdirSync(root, { recursive: true, mode: 0o700 });
  ownedByClusterOwner(root);
  const passwordFile = path.join(root, 'password');
  fs.writeFileSync(passwordFile, `${cluster.password}\n`, { mode: 0o600 });
  ownedByClusterOwner(passwordFile);
  const [command, args] = asClusterOwner(path.join(bin, 'initdb'), [
    '-D',
    path.join(root, 'data'),
    '-U',
    cluster.user,
    `--pwfile=${passwordFile}`,
    '--auth-local=scram-sha-256',
    '--auth-host=scram-sha-256',
    '--encoding=UTF8',
    '--no-locale',
    '--no-sync',
  ]);
  run(command, args, { cwd: root });
  fs.rmSync(passwordFile);
  return cluster;
}

export function startCluster(cluster: PostgresCluster): void {
  const options = [
    `-p ${cluster.port}`,
    `-k ${cluster.root}`,
    '-c listen_addresses=127.0.0.1',
    // A throwaway cluster for tests: durability is not worth the fsyncs.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const [command, args] = asClusterOwner(path.join(cluster.bin, 'pg_ctl'), [
    '-D',
    path.join(cluster.root, 'data'),
    '-l',
    path.join(cluster.root, 'postgres.log'),
    '-o',
    options,
    '-w',
    '-t',
    '60',
    'start',
  ]);
  run(command, args, { cwd: cluster.root });
  const createdb = path.join(cluster.bin, 'createdb');
  run(createdb, ['-h', '127.0.0.1', '-p', String(cluster.port), '-U', cluster.user, cluster.database], {
    env: { ...process.env, PGPASSWORD: cluster.password },
  });
}

export function stopCluster(cluster: Pick<PostgresCluster, 'bin' | 'root'>): void {
  const data = path.join(cluster.root, 'data');
  if (!fs.existsSync(path.join(data, 'postmaster.pid'))) return;
  const [command, args] = asClusterOwner(path.join(cluster.bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
  run(command, args, { cwd: '/' });
}
