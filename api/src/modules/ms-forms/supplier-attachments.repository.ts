import { createHash, randomUUID } from 'node:crypto';
import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { UploadedAttachment } from '@atlas/contracts/forms';
import type { Database } from '../../db/database';
import { formAttachments } from './ms-forms.tables';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

declare module 'fastify' {
  interface FastifyInstance {
    supplierAttachmentsRepository: SupplierAttachmentsRepository;
  }
}

/** The supplier registration's files: stored when sent, claimed by the registration that names them. */
export class SupplierAttachmentsRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  /** The same queries inside a transaction (the registration's). */
  within(work: UnitOfWork): SupplierAttachmentsRepository {
    const tx = handleOf(work);
    return new SupplierAttachmentsRepository(tx);
  }

  /** Deletes the files no registration claimed, sent before `before`. */
  async deleteUnclaimed(before: Date): Promise<void> {
    await this.db.delete(formAttachments).where(and(isNull(formAttachments.requestId), lt(formAttachments.createdAt, before)));
  }

  /** Stores a checked file, unclaimed. */
  async store({ fileName, contentType, content }: { fileName: string; contentType: string; content: Buffer }): Promise<UploadedAttachment> {
    const [stored] = await this.db
      .insert(formAttachments)
      .values({
        id: randomUUID(),
        fileName,
        contentType,
        size: content.length,
        sha256: createHash('sha256').update(content).digest('hex'),
        content,
      })
      .returning({ attachmentId: formAttachments.id, fileName: formAttachments.fileName, size: formAttachments.size });
    return stored!;
  }

  /** Gives the request the files of these ids that no request has yet: the ids claimed. */
  async claim(attachmentIds: readonly string[], requestId: string): Promise<string[]> {
    const claimed = await this.db
      .update(formAttachments)
      .set({ requestId })
      .where(and(inArray(formAttachments.id, [...attachmentIds]), isNull(formAttachments.requestId)))
      .returning({ id: formAttachments.id });
    return claimed.map((row) => row.id);
  }
}

/** Registered by the ms-forms module, before its routes (its scope only). */
export const supplierAttachmentsRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('supplierAttachmentsRepository', new SupplierAttachmentsRepository(app.db));
  },
  { name: 'supplier-attachments-repository' },
);
