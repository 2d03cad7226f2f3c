/**
 * A throwaway PostgreSQL server for tests that need a real one (the API suite on PostgreSQL):
 * the same cluster the native topology starts, synchronously, deleted by stop().
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCluster, startCluster, stopCluster } from '../../topology/postgres-cluster';

export interface ThrowawayPostgres {
  /** postgres://user:password@127.0.0.1:port/database */
  url: string;
  stop: () => void;
}

/** A free loopback port, found synchronously (the callers are synchronous steps). */
function freePortSync(): number {
  const script = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  const port = Number(spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' }).stdout);
  if (!port) throw new Error('no free loopback port for PostgreSQL');
  return port;
}

export function startThrowawayPostgres(): ThrowawayPostgres {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-postgres-'));
  // The cluster runs as the postgres user when we are root: it must reach its folder.
  fs.chmodSync(root, 0o755);
  const cluster = createCluster(path.join(root, 'cluster'), freePortSync());
  try {
    startCluster(cluster);
  } catch (error) {
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return {
    url: cluster.databaseUrl,
    stop: () => {
      try {
        stopCluster(cluster);
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
