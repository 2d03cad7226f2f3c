import type { FastifyRequest } from 'fastify';
import { requestBrowserId } from './language';
import { lockUntilCommit, type UnitOfWork } from './db/unit-of-work';

/**
 * What the API knows of a visitor who has not signed in: the browser id the api client sends in
 * sdata (null when absent), and the client address (as the trusted edge forwards it). Limits on
 * what visitors hold (numbers, installation visits) count both, so a fresh browser id per request
 * still meets the address's limit.
 */
export interface Visitor {
  browserId: string | null;
  address: string;
}

export const visitorOf = (request: FastifyRequest): Visitor => ({ browserId: requestBrowserId(request.headers), address: request.ip });

/**
 * Serialises, until the transaction ends, what one visitor takes (their address, then their
 * browser: always in this order, so two requests never wait on each other in a cycle): their
 * count of holds and the new hold are one step, even on several replicas.
 */
export async function lockVisitor(work: UnitOfWork, scope: string, visitor: Visitor): Promise<void> {
  await lockUntilCommit(work, `${scope}:address:${visitor.address}`);
  if (visitor.browserId) await lockUntilCommit(work, `${scope}:browser:${visitor.browserId}`);
}
