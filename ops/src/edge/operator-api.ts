import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { repoRoot } from '../platform/paths';

/**
 * The operator API in this process: PGlite in PGLITE_DATA_DIR unless DATABASE_URL names a server.
 * Loaded on first use, so the commands that never start it (bench --no-lighthouse) do not load it.
 */
export async function startOperatorApi(options: { dataDir?: string } = {}): Promise<FastifyInstance> {
  const { buildApp } = await import('@atlas/api');
  return buildApp({ logger: process.env.API_LOG === '1', ...options });
}

/**
 * The demo accounts to print at start, when the API ships them (it does with the sign-in work).
 * The specifier is a variable on purpose: the module may not exist yet, and then nothing is printed.
 */
export async function demoAccounts(): Promise<unknown[]> {
  const candidates = ['demo-accounts.ts', 'demo-accounts.js'].map((file) => path.join(repoRoot, 'api/src', file));
  if (!candidates.some((file) => fs.existsSync(file))) return [];
  const specifier = '@atlas/api/demo-accounts';
  try {
    const loaded = (await import(specifier)) as { DEMO_ACCOUNTS?: unknown };
    const accounts = loaded.DEMO_ACCOUNTS;
    return Array.isArray(accounts) ? accounts : accounts && typeof accounts === 'object' ? Object.values(accounts) : [];
  } catch {
    return [];
  }
}

/** One line per account, whatever fields the API gives them. */
export function describeAccount(account: unknown): string {
  if (!account || typeof account !== 'object') return String(account);
  return Object.entries(account as Record<string, unknown>)
    .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
    .map(([key, value]) => `${key} ${String(value)}`)
    .join(', ');
}
