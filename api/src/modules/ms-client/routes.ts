import type { SignedInCustomer } from '../../plugins/session-tokens';
import { guardEveryRoute } from '../../plugins/route-catalogue';
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import { Type } from '@sinclair/typebox';
import {
  AVATAR_LIMITS,
  SELFCARE_ERROR_CODES,
  AddLineRequest,
  ClientCrmIdResponse,
  CustomerAddress,
  CustomerAddressInput,
  LineActionRequest,
  Profile,
  UpdateEmailRequest,
  UpdateInfoRequest,
  UploadAvatarResponse,
} from '@atlas/contracts/selfcare';
import type { Database } from '../../db/database';
import { accountAddresses, accountLines, accounts } from '../../db/schema';
import { API_ERROR_CODES, ApiError, errorResponses } from '../../errors';
import { knownLine, verifyPassword, nationalMdn, parseUsername } from '../ms-iam/public';
import { loadProfile } from './profile';

const AVATAR_SIDE = 256;
const noContent = { 204: { type: 'null' }, ...errorResponses } as const;

/** What the first bytes say the file is, whatever its name or declared type claims. */
export function imageTypeOf(bytes: Buffer): (typeof AVATAR_LIMITS.types)[number] | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** The customer's own line for a number typed in any form, or `client-line-not-found`. */
async function ownLine(db: Database, accountId: string, typed: string) {
  const mdn = nationalMdn(typed);
  const [held] = mdn ? await db.select().from(accountLines).where(and(eq(accountLines.mdn, mdn), eq(accountLines.accountId, accountId))) : [];
  if (!held) throw new ApiError(404, SELFCARE_ERROR_CODES.lineNotFound, 'This line is not one of yours');
  return held;
}

/** ms-client, mounted at /api/ms-client/v1: the signed-in customer's profile, lines, addresses and avatar. */
export const msClientRoutes: FastifyPluginAsync = async (app) => {
  const { db, sessionTokens } = app;
  await app.register(multipart, { limits: { fileSize: AVATAR_LIMITS.maxBytes, files: 1, fields: 2 } });
  guardEveryRoute(app, app.requireCustomer);
  const profileOf = (customer: SignedInCustomer) => loadProfile(db, sessionTokens, customer);

  app.get<{ Reply: Profile }>('/profile', { schema: { response: { 200: Profile, ...errorResponses } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return profileOf(request.customer);
  });

  app.get<{ Querystring: { mdn?: string } }>(
    '/client-crmid',
    {
      preHandler: app.requireLine,
      schema: {
        querystring: { type: 'object', properties: { mdn: { type: 'string', maxLength: 20 } } },
        response: { 200: ClientCrmIdResponse, ...errorResponses },
      },
    },
    async (request) => {
      // The number asked must be the selected line the segmentation token proves.
      if (request.query.mdn && nationalMdn(request.query.mdn) !== request.line.mdn) {
        throw new ApiError(403, SELFCARE_ERROR_CODES.segmentationInvalid, 'The number does not match the selected line');
      }
      const [account] = await db.select({ crmId: accounts.crmId }).from(accounts).where(eq(accounts.id, request.customer.accountId));
      if (!account) throw new ApiError(401, API_ERROR_CODES.unauthorized, 'This account no longer exists');
      return { crmId: account.crmId };
    },
  );

  app.put<{ Body: LineActionRequest }>('/update-main-line', { schema: { body: LineActionRequest, response: noContent } }, async (request, reply) => {
    const held = await ownLine(db, request.customer.accountId, request.body.username);
    await db.transaction(async (tx) => {
      await tx.update(accountLines).set({ isMain: false }).where(eq(accountLines.accountId, held.accountId));
      await tx.update(accountLines).set({ isMain: true }).where(eq(accountLines.mdn, held.mdn));
    });
    return reply.code(204).send();
  });

  app.delete<{ Body: LineActionRequest }>('/remove-line', { schema: { body: LineActionRequest, response: noContent } }, async (request, reply) => {
    const held = await ownLine(db, request.customer.accountId, request.body.username);
    const others = await db
      .select()
      .from(accountLines)
      .where(and(eq(accountLines.accountId, held.accountId), ne(accountLines.mdn, held.mdn)))
      .orderBy(asc(accountLines.attachedAt));
    if (others.length === 0) throw new ApiError(409, SELFCARE_ERROR_CODES.lastLine, 'The last line of an account cannot be removed');
    await db.transaction(async (tx) => {
      await tx.delete(accountLines).where(eq(accountLines.mdn, held.mdn));
      const next = others[0];
      if (held.isMain && next) await tx.update(accountLines).set({ isMain: true }).where(eq(accountLines.mdn, next.mdn));
    });
    return reply.code(204).send();
  });

  app.post<{ Body: AddLineRequest; Reply: Profile }>(
    '/add-line',
    {
      schema: {
        body: AddLineRequest,
        response: { 200: Profile, ...errorResponses },
      },
    },
    async (request) => {
      const line = await knownLine(db, request.body.mdn);
      if ((request.body.kind === 'mobile') !== (line.kind === 'mobile')) {
        throw new ApiError(400, SELFCARE_ERROR_CODES.lineUnknown, `This number is not a ${request.body.kind} line`);
      }
      const [attached] = await db.select().from(accountLines).where(eq(accountLines.mdn, line.mdn));
      if (attached) throw new ApiError(409, SELFCARE_ERROR_CODES.lineAlreadyAttached, 'This line is already attached to an account');
      if (!(await app.otpService.consumeProof(request.body.otpToken, line.mdn, 'add-line'))) {
        throw new ApiError(400, SELFCARE_ERROR_CODES.otpTokenInvalid, 'Confirm the number again');
      }
      await db.insert(accountLines).values({ mdn: line.mdn, accountId: request.customer.accountId, isMain: false });
      return profileOf(request.customer);
    },
  );

  app.put<{ Body: UpdateEmailRequest; Reply: Profile }>(
    '/update-email',
    {
      schema: {
        body: UpdateEmailRequest,
        response: { 200: Profile, ...errorResponses },
      },
    },
    async (request) => {
      const email = parseUsername(request.body.email);
      if (email?.kind !== 'email') throw new ApiError(400, API_ERROR_CODES.requestInvalid, 'Invalid email', [{ field: 'email', rule: 'format' }]);
      const [account] = await db.select().from(accounts).where(eq(accounts.id, request.customer.accountId));
      if (!account) throw new ApiError(401, API_ERROR_CODES.unauthorized, 'This account no longer exists');
      if (!(await verifyPassword(request.body.password, account.passwordHash))) {
        throw new ApiError(400, SELFCARE_ERROR_CODES.passwordInvalid, 'Wrong password');
      }
      const [taken] = await db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.email, email.email), ne(accounts.id, account.id)));
      if (taken) throw new ApiError(409, SELFCARE_ERROR_CODES.emailTaken, 'This email is already used by another account');
      await db.update(accounts).set({ email: email.email }).where(eq(accounts.id, account.id));
      return profileOf(request.customer);
    },
  );

  app.put<{ Body: UpdateInfoRequest; Reply: Profile }>(
    '/update-info',
    {
      schema: {
        body: UpdateInfoRequest,
        response: { 200: Profile, ...errorResponses },
      },
    },
    async (request) => {
      const { civility, firstName, lastName, birthDate } = request.body;
      await db
        .update(accounts)
        .set({ civility, firstName: firstName.trim(), lastName: lastName.trim(), birthDate })
        .where(eq(accounts.id, request.customer.accountId));
      return profileOf(request.customer);
    },
  );

  // Addresses: the customer's own list; another customer's address id answers not-found.
  const addressOf = (row: typeof accountAddresses.$inferSelect): CustomerAddress => ({
    id: row.id,
    label: row.label,
    addressLine: row.addressLine,
    city: row.city,
    neighborhood: row.neighborhood,
    postalCode: row.postalCode,
    isDefault: row.isDefault,
  });
  const listAddresses = async (accountId: string) =>
    (await db.select().from(accountAddresses).where(eq(accountAddresses.accountId, accountId)).orderBy(asc(accountAddresses.label))).map(addressOf);
  const saveAddress = async (accountId: string, id: string, input: CustomerAddressInput, create: boolean) => {
    await db.transaction(async (tx) => {
      if (input.isDefault) await tx.update(accountAddresses).set({ isDefault: false }).where(eq(accountAddresses.accountId, accountId));
      if (create) {
        await tx.insert(accountAddresses).values({ id, accountId, ...input });
      } else {
        const updated = await tx
          .update(accountAddresses)
          .set(input)
          .where(and(eq(accountAddresses.id, id), eq(accountAddresses.accountId, accountId)))
          .returning();
        if (updated.length === 0) throw new ApiError(404, API_ERROR_CODES.notFound, 'No such address');
      }
    });
  };
  const addressList = { 200: Type.Array(CustomerAddress), ...errorResponses } as const;
  const addressId = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } as const;

  app.get('/address', { schema: { response: addressList } }, (request) => listAddresses(request.customer.accountId));
  app.post<{ Body: CustomerAddressInput }>('/address', { schema: { body: CustomerAddressInput, response: { 201: addressList[200], ...errorResponses } } }, async (request, reply) => {
    await saveAddress(request.customer.accountId, randomUUID(), request.body, true);
    return reply.code(201).send(await listAddresses(request.customer.accountId));
  });
  app.put<{ Params: { id: string }; Body: CustomerAddressInput }>(
    '/address/:id',
    { schema: { params: addressId, body: CustomerAddressInput, response: addressList } },
    async (request) => {
      await saveAddress(request.customer.accountId, request.params.id, request.body, false);
      return listAddresses(request.customer.accountId);
    },
  );
  app.delete<{ Params: { id: string } }>('/address/:id', { schema: { params: addressId, response: addressList } }, async (request) => {
    const deleted = await db
      .delete(accountAddresses)
      .where(and(eq(accountAddresses.id, request.params.id), eq(accountAddresses.accountId, request.customer.accountId)))
      .returning();
    if (deleted.length === 0) throw new ApiError(404, API_ERROR_CODES.notFound, 'No such address');
    return listAddresses(request.customer.accountId);
  });

  app.get('/get-avatar', async (request, reply) => {
    const [account] = await db.select({ avatar: accounts.avatar }).from(accounts).where(eq(accounts.id, request.customer.accountId));
    if (!account?.avatar) throw new ApiError(404, API_ERROR_CODES.notFound, 'No avatar');
    return reply.header('cache-control', 'private, no-cache').type('image/webp').send(Buffer.from(account.avatar, 'base64'));
  });

  app.post('/upload-avatar', { schema: { response: { 200: UploadAvatarResponse, ...errorResponses } } }, async (request) => {
    if (!request.isMultipart()) throw new ApiError(400, API_ERROR_CODES.requestInvalid, 'Send the image as multipart/form-data, field "avatar"');
    const file = await request.file();
    if (!file || file.fieldname !== 'avatar') throw new ApiError(400, API_ERROR_CODES.requestInvalid, 'The "avatar" file is missing', [{ field: 'avatar', rule: 'required' }]);
    const bytes = await file.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, SELFCARE_ERROR_CODES.avatarSize, `The image is larger than ${AVATAR_LIMITS.maxBytes / 1024 / 1024} MB`);
      throw error;
    });
    if (!imageTypeOf(bytes)) throw new ApiError(415, SELFCARE_ERROR_CODES.avatarType, 'The avatar must be a JPEG, PNG or WebP image');
    const square = await sharp(bytes)
      .rotate()
      .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer()
      .catch(() => {
        throw new ApiError(415, SELFCARE_ERROR_CODES.avatarType, 'The image cannot be read');
      });
    await db.update(accounts).set({ avatar: square.toString('base64') }).where(eq(accounts.id, request.customer.accountId));
    return { status: 'ok' };
  });
};
