import { createSecretKey, randomUUID } from 'node:crypto';
import type { Column, Table } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { OtpPurpose, SIGN_IN_CODE_PURPOSE } from '@atlas/contracts/selfcare';
import { SELFCARE_ERROR_CODES } from '@atlas/contracts/selfcare';
import type { SessionConfig } from '../config';
import { API_ERROR_CODES, ApiError } from '../errors';
import { storedSecret } from './stored-secret';
import type { UnitOfWork } from '../db/unit-of-work';

export const TOKEN_TYPE = 'Bearer';
const ISSUER = 'atlas-iam';
/** An OTP proof is spent within minutes: sign-up or recovery right after the code. */
const OTP_PROOF_TTL_SECONDS = 15 * 60;
const SEGMENTATION_TTL_SECONDS = 24 * 3600;

export interface SignedInCustomer {
  accountId: string;
  sessionId: string;
}

export interface SelectedLineClaim {
  mdn: string;
}

/**
 * What a line's route reads of its line inside the guard's own statement: the row of `table`
 * whose `mdn` is the selected line, joined only when the line is the signed-in customer's. The
 * session, the line's holder and the row come back in one round trip; the checks stay the guard's.
 * Declared on the route with `config: { lineRead }`, read in the handler with `lineRowOf`.
 */
export interface LineRead<T extends Table = Table> {
  table: T;
  mdn: Column;
}

export const lineRead = <T extends Table>(table: T, mdn: Column): LineRead<T> => ({ table, mdn });

/** The row the guard read for the route's `config.lineRead` (null: the line has none yet). */
export function lineRowOf<T extends Table>(request: FastifyRequest, read: LineRead<T>): T['$inferSelect'] | null {
  if (request.routeOptions.config.lineRead !== read) throw new Error('This route does not declare that line read');
  return request.lineRow as T['$inferSelect'] | null;
}

/** What a code proves: otp/send's purposes, and the sign-in code's own. */
export type CodePurpose = OtpPurpose | typeof SIGN_IN_CODE_PURPOSE;

interface Claims extends JWTPayload {
  typ: 'access' | 'refresh' | 'segmentation' | 'otp';
  sid?: string;
  mdn?: string;
  purpose?: CodePurpose;
  /** What else a proof is for (a plan and its fees): the proof holds only for that. */
  scope?: string;
}

/** What the guard reads of a line: the session's state, the line's holder, and the route's row of the line. */
export interface LineCheck {
  open: boolean;
  holder: string;
  row?: unknown;
}

/**
 * The guard's reads, over the accounts' tables (ms-iam's `sessionReads`, handed in by app.ts):
 * one indexed read per request, the values bound as text.
 */
export interface SessionReads {
  /** Whether the session family is still open (neither revoked nor expired at `now`). */
  sessionOpen(values: { accountId: string; sessionId: string; now: string }): Promise<boolean>;
  /** The session's state with the line's holder (and `read`'s row of the line); undefined when nobody holds the line. */
  lineCheck(read: LineRead | undefined, values: { accountId: string; sessionId: string; now: string; mdn: string }): Promise<LineCheck | undefined>;
}

export interface SessionTokens {
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  signAccess(accountId: string, sessionId: string): Promise<string>;
  signRefresh(accountId: string, sessionId: string, tokenId: string): Promise<string>;
  /** A line's token, bound to its customer and to the session it was given to: it dies with it. */
  signSegmentation(accountId: string, sessionId: string, mdn: string): Promise<string>;
  /** A single-use proof for that number and purpose (and `scope`, when it names what exactly it allows). */
  signOtpProof(mdn: string, purpose: CodePurpose, scope?: string): Promise<{ token: string; id: string }>;
  /** Claims of a valid token of that type, or null (bad signature, expired, other type). */
  verify(token: string, type: Claims['typ']): Promise<Claims | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionTokens: SessionTokens;
    /** preHandler: a valid bearer access token, else 401 `unauthorized`. */
    requireCustomer: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * For routes open to visitors and customers alike (the shop): the customer of a valid bearer,
     * null without an authorization header, 401 `unauthorized` for an invalid or expired one.
     */
    optionalCustomer: (request: FastifyRequest) => Promise<SignedInCustomer | null>;
    /** preHandler: requireCustomer, plus the selected line's segmentation token bound to that customer. */
    requireLine: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    customer: SignedInCustomer;
    line: SelectedLineClaim;
    /** The row of the route's `config.lineRead`, read by requireLine (see lineRowOf). */
    lineRow: unknown;
  }
  interface FastifyContextConfig {
    lineRead?: LineRead;
  }
}

function bearerOf(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/**
 * Signed JWTs (HS256) for the session and its proofs: access (short), refresh (long, rotated by
 * ms-iam), segmentation (a line bound to its customer) and OTP proofs (a number confirmed for one
 * purpose). The `typ` claim keeps one kind from being accepted as another.
 */
export const sessionTokensPlugin = fp<{ session: SessionConfig; sessionReads: (work: UnitOfWork) => SessionReads }>(
  async (app, { session, sessionReads }) => {
    // One key object for the process: jose would otherwise make one from the bytes on every token.
    const secret = createSecretKey(await storedSecret(app.appConfigRepository, 'jwtSecret', session.jwtSecret));

    const sign = (claims: Claims, subject: string, ttlSeconds: number, id?: string) => {
      const jwt = new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setSubject(subject)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`);
      return (id ? jwt.setJti(id) : jwt).sign(secret);
    };

    const tokens: SessionTokens = {
      accessTtlSeconds: session.accessTokenTtlSeconds,
      refreshTtlSeconds: session.refreshTokenTtlSeconds,
      signAccess: (accountId, sessionId) => sign({ typ: 'access', sid: sessionId }, accountId, session.accessTokenTtlSeconds),
      signRefresh: (accountId, sessionId, tokenId) => sign({ typ: 'refresh', sid: sessionId }, accountId, session.refreshTokenTtlSeconds, tokenId),
      signSegmentation: (accountId, sessionId, mdn) => sign({ typ: 'segmentation', sid: sessionId, mdn }, accountId, SEGMENTATION_TTL_SECONDS),
      async signOtpProof(mdn, purpose, scope) {
        const id = randomUUID();
        return { id, token: await sign({ typ: 'otp', mdn, purpose, ...(scope === undefined ? {} : { scope }) }, mdn, OTP_PROOF_TTL_SECONDS, id) };
      },
      async verify(token, type) {
        try {
          const { payload } = await jwtVerify<Claims>(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
          return payload.typ === type && typeof payload.sub === 'string' ? payload : null;
        } catch (error) {
          if (error instanceof joseErrors.JOSEError) return null;
          throw error;
        }
      },
    };
    app.decorate('sessionTokens', tokens);
    app.decorateRequest('customer', null as unknown as SignedInCustomer);
    app.decorateRequest('line', null as unknown as SelectedLineClaim);

    app.decorateRequest('lineRow', null);

    const reads = sessionReads(app.db);
    // The clock is the API's, as for every expiry it writes.
    const now = () => new Date().toISOString();

    const sessionOpen = (customer: SignedInCustomer) => reads.sessionOpen({ accountId: customer.accountId, sessionId: customer.sessionId, now: now() });

    /** The access token's customer, or 401 (the session is checked by the caller). */
    const customerOf = async (request: FastifyRequest): Promise<SignedInCustomer> => {
      const token = bearerOf(request.headers.authorization);
      const claims = token ? await tokens.verify(token, 'access') : null;
      if (!claims?.sub || !claims.sid) {
        throw new ApiError(401, API_ERROR_CODES.unauthorized, token ? 'The access token is invalid or expired' : 'Sign-in required');
      }
      return { accountId: claims.sub, sessionId: claims.sid };
    };
    const sessionEnded = () => new ApiError(401, API_ERROR_CODES.unauthorized, 'This session has ended');
    const lineRefused = () => new ApiError(403, SELFCARE_ERROR_CODES.segmentationInvalid, 'The segmentation token is not valid for this customer');

    const requireCustomer = async (request: FastifyRequest) => {
      const customer = await customerOf(request);
      // The session must still be open: sign-out, a password change elsewhere or a reused refresh
      // token revoke its family, and its access tokens die with it at once (one indexed read).
      if (!(await sessionOpen(customer))) throw sessionEnded();
      request.customer = customer;
    };

    app.decorate('requireCustomer', requireCustomer);
    app.decorate('optionalCustomer', async (request: FastifyRequest) => {
      if (request.headers.authorization === undefined) return null;
      await requireCustomer(request);
      return request.customer;
    });
    app.decorate('requireLine', async (request: FastifyRequest) => {
      const customer = await customerOf(request);
      const token = bearerOf(request.headers['mdn-segmentation-token']);
      const claims = token ? await tokens.verify(token, 'segmentation') : null;
      // Bound to this customer's session; the line must still be theirs (a removed line's token dies with it).
      const mdn = claims?.mdn && claims.sub === customer.accountId && claims.sid === customer.sessionId ? claims.mdn : null;
      // The session, the line's holder and the route's row of the line in one read, on every request.
      const read = request.routeOptions.config.lineRead;
      const checked = mdn ? await reads.lineCheck(read, { accountId: customer.accountId, sessionId: customer.sessionId, now: now(), mdn }) : undefined;
      // Nobody holds that line (or no valid line token): the session still answers first.
      if (!(checked ? checked.open : await sessionOpen(customer))) throw sessionEnded();
      request.customer = customer;
      if (!token) throw new ApiError(403, SELFCARE_ERROR_CODES.segmentationRequired, 'Select a line: mdn-segmentation-token is required');
      if (!mdn || !checked || checked.holder !== customer.accountId) throw lineRefused();
      request.line = { mdn };
      if (read) request.lineRow = checked.row ?? null;
    });
  },
  { name: 'atlas-session-tokens', dependencies: ['atlas-database', 'app-config-repository'] },
);
