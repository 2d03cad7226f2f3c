import { createSecretKey, hkdfSync } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { SessionConfig } from '../config';
import { API_ERROR_CODES, ApiError } from '../errors';
import { storedSecret } from './stored-secret';
import type { UnitOfWork } from '../db/unit-of-work';

/**
 * The operations staff's tokens (issue 30), kept apart from the customers' in every way a token
 * is checked: their own key (derived from the API's JWT secret, so nothing new to configure, but
 * never the key customers' tokens are signed with), their own issuer and audience, their own
 * `typ`. A customer's token fails here and an operator's fails every customer guard (its
 * signature is not the customers' key).
 */
export const OPERATOR_TOKEN = { issuer: 'atlas-operations', audience: 'atlas-operations', typ: 'operator', ttlSeconds: 3600 } as const;

export interface SignedInOperator {
  id: string;
  login: string;
}

interface OperatorClaims extends JWTPayload {
  typ: typeof OPERATOR_TOKEN.typ;
  login: string;
}

export interface OperatorTokens {
  sign(operator: SignedInOperator): Promise<string>;
  /** The operator of a valid operator token, or null. */
  verify(token: string): Promise<SignedInOperator | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    operatorTokens: OperatorTokens;
    /**
     * preHandler: a valid operator bearer whose account still exists, else 401 `unauthorized`;
     * a customer's valid access token gets 403 `forbidden` (signed in, but not as an operator).
     */
    requireOperator: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    operator: SignedInOperator;
  }
}

const bearerOf = (header: string | string[] | undefined): string | null =>
  (Array.isArray(header) ? header[0] : header)?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;

/** The operators' accounts as the guard sees them (operations' repository, handed in by app.ts). */
export interface OperatorAccounts {
  exists(id: string): Promise<boolean>;
}

export const operatorTokensPlugin = fp<{ session: SessionConfig; operatorAccounts: (work: UnitOfWork) => OperatorAccounts }>(
  async (app, { session, operatorAccounts }) => {
    const accounts = operatorAccounts(app.db);
    const jwtSecret = await storedSecret(app.appConfigRepository, 'jwtSecret', session.jwtSecret);
    const key = createSecretKey(Buffer.from(hkdfSync('sha256', jwtSecret, Buffer.alloc(0), 'atlas operator tokens', 32)));

    const tokens: OperatorTokens = {
      sign: ({ id, login }) =>
        new SignJWT({ typ: OPERATOR_TOKEN.typ, login } satisfies OperatorClaims)
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer(OPERATOR_TOKEN.issuer)
          .setAudience(OPERATOR_TOKEN.audience)
          .setSubject(id)
          .setIssuedAt()
          .setExpirationTime(`${OPERATOR_TOKEN.ttlSeconds}s`)
          .sign(key),
      async verify(token) {
        try {
          const { payload } = await jwtVerify<OperatorClaims>(token, key, {
            issuer: OPERATOR_TOKEN.issuer,
            audience: OPERATOR_TOKEN.audience,
            algorithms: ['HS256'],
          });
          if (payload.typ !== OPERATOR_TOKEN.typ || typeof payload.sub !== 'string' || typeof payload.login !== 'string') return null;
          return { id: payload.sub, login: payload.login };
        } catch (error) {
          if (error instanceof joseErrors.JOSEError) return null;
          throw error;
        }
      },
    };
    app.decorate('operatorTokens', tokens);
    app.decorateRequest('operator', null as unknown as SignedInOperator);

    app.decorate('requireOperator', async (request: FastifyRequest) => {
      const token = bearerOf(request.headers.authorization);
      const operator = token ? await tokens.verify(token) : null;
      if (!operator) {
        if (token && (await app.sessionTokens.verify(token, 'access'))) {
          throw new ApiError(403, API_ERROR_CODES.forbidden, 'An operator account is required: a customer session cannot open the operations page');
        }
        throw new ApiError(401, API_ERROR_CODES.unauthorized, token ? 'The operator token is invalid or expired' : 'Operator sign-in required');
      }
      // A removed account's tokens die with it (one read by primary key).
      if (!(await accounts.exists(operator.id))) throw new ApiError(401, API_ERROR_CODES.unauthorized, 'This operator account no longer exists');
      request.operator = operator;
    });
  },
  { name: 'atlas-operator-tokens', dependencies: ['atlas-database', 'atlas-session-tokens', 'app-config-repository'] },
);
