import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FORM_ERROR_CODES, type FormReceipt } from '@atlas/contracts/forms';
import { canonicalJson } from '../../canonical-json';
import { ApiError } from '../../errors';
import { requestLanguage } from '../../language';
import { reference } from '../../reference';
import { FormRequestsRepository, type FormRequestRow } from './form-requests.repository';
import type { UnitOfWork } from '../../db/unit-of-work';

/**
 * Stores a form's request once per idempotency key: the same key again answers the first receipt
 * (`Idempotent-Replayed: true`), with other content it is refused (form-002). `outcome` (the call
 * time, the porting date…) is stored with it, so a replay answers what the first answer said.
 * `attach` writes what belongs to a new request (its files) in the same transaction: if it
 * throws, nothing is stored.
 */
export async function storeFormRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  {
    kind,
    prefix,
    payload,
    outcome,
    attach,
  }: {
    kind: string;
    prefix: string;
    payload: Record<string, unknown>;
    outcome?: Pick<FormReceipt, 'callBackFrom' | 'earliestPortingDate'>;
    attach?: (work: UnitOfWork, requestId: string) => Promise<void>;
  },
): Promise<FormReceipt> {
  const key = request.idempotencyKey;
  const receiptOf = (row: FormRequestRow): FormReceipt => ({
    requestId: row.id,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
    ...row.outcome,
  });
  const created = await app.db.transaction(async (tx) => {
    const row = await new FormRequestsRepository(tx).addOnce({
      id: randomUUID(),
      kind,
      reference: reference(prefix),
      idempotencyKey: key,
      language: requestLanguage(request.headers),
      payload,
      outcome: outcome ?? null,
    });
    if (row && attach) await attach(tx, row.id);
    return row;
  });
  if (created) {
    reply.code(201);
    return receiptOf(created);
  }
  const first = await new FormRequestsRepository(app.db).byIdempotencyKey(kind, key);
  if (!first || canonicalJson(first.payload) !== canonicalJson(payload)) {
    throw new ApiError(409, FORM_ERROR_CODES.idempotencyConflict, 'This idempotency key was used for another request');
  }
  reply.code(201).header('idempotent-replayed', 'true');
  return receiptOf(first);
}
