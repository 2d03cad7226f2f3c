/**
 * PgBouncer (Debian's package) in front of a throwaway cluster, as CloudNativePG's Pooler is in
 * front of the production one: transaction pooling, so the connections PostgreSQL sees stay at
 * `poolSize` whatever the number of API replicas and the size of their own pools.
 */
import fs from 'node:fs';
import path from 'node:path';
import { asClusterOwner, ownedByClusterOwner, type PostgresCluster } from './postgres-cluster';
import { isRunning, startDetached, stopGroup } from './processes';

export interface Pgbouncer {
  port: number;
  pid: number;
  /** The URL the API replicas use (DATABASE_URL), through the pooler. */
  url: string;
  poolSize: number;
  log: string;
}

export function findPgbouncer(): string {
  for (const candidate of ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer']) if (fs.existsSync(candidate)) return candidate;
  throw new Error('pgbouncer is not installed; install it with: apt-get install -y pgbouncer');
}

export async function startPgbouncer(cluster: PostgresCluster, root: string, port: number, poolSize: number): Promise<Pgbouncer> {
  const bin = findPgbouncer();
  fs.mkdirSync(root, { recursive: true });
  ownedByClusterOwner(root);
  const users = path.join(root, 'userlist.txt');
  fs.writeFileSync(users, `"${cluster.user}" "${cluster.password}"\n`, { mode: 0o600 });
  const log = path.join(root, 'pgbouncer.log');
  const config = path.join(root, 'pgbouncer.ini');
  fs.writeFileSync(
    config,
    [
      '[databases]',
      `${cluster.database} = host=127.0.0.1 port=${cluster.port} dbname=${cluster.database}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      `unix_socket_dir = ${root}`,
      'auth_type = scram-sha-256',
      `auth_file = ${users}`,
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 500',
      // The API sets application_name and the like at connect: let them through.
      'ignore_startup_parameters = extra_float_digits,options',
      `logfile = ${log}`,
      `pidfile = ${path.join(root, 'pgbouncer.pid')}`,
      '',
    ].join('\n'),
  );
  for (const file of [users, config]) ownedByClusterOwner(file);
  const [command, args] = asClusterOwner(bin, [config]);
  const pid = startDetached(command, args, { cwd: root, env: process.env, log: path.join(root, 'stdout.log') });
  const url = `postgres://${cluster.user}:${cluster.password}@127.0.0.1:${port}/${cluster.database}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const pg = await import('pg');
    const client = new pg.default.Client({ connectionString: url });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline || !isRunning(pid)) throw new Error(`pgbouncer did not answer: ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return { port, pid, url, poolSize, log };
}

export const stopPgbouncer = (pgbouncer: Pgbouncer): Promise<void> => stopGroup(pgbouncer.pid);
