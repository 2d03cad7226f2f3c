import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COMMON_ERROR_CODES } from '@atlas/contracts/api-error';
import { OTP_ERROR_CODES, SELFCARE_ERROR_CODES } from '@atlas/contracts/selfcare';
import { CATALOG_ERROR_CODES } from '@atlas/contracts/catalog';
import { FORM_ERROR_CODES } from '@atlas/contracts/forms';
import { PORTABILITY_ERROR_CODES } from '@atlas/contracts/portability';
import { ELIGIBILITY_ERROR_CODES } from '@atlas/contracts/eligibility';
import { ROAMING_ERROR_CODES } from '@atlas/contracts/roaming';
import { PROMOTION_ERROR_CODES } from '@atlas/contracts/promotions';
import { SURVEY_ERROR_CODES } from '@atlas/contracts/survey';
import { BUSINESS_EVENT_ERROR_CODES } from '@atlas/contracts/business-events';
import { SHOP_ERROR_CODES } from '@atlas/contracts/shop';
import { LINE_SERVICE_ERROR_CODES } from '@atlas/contracts/line-services';
import { BILLING_ERROR_CODES } from '@atlas/contracts/billing';
import { NOT_ATLAS_NUMBER_ERROR_CODE, RECHARGE_ERROR_CODES, SCRATCH_CARD_EXPIRED_ERROR_CODE } from '@atlas/contracts/recharge';
import { HISTORY_ERROR_CODES } from '@atlas/contracts/histories';
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import { IDENTIFICATION_ERROR_CODES } from '@atlas/contracts/identification';

/** Every code this API answers with; each has a customer text in appErrorMessages (a test checks it). */
export const API_ERROR_CODES = {
  ...COMMON_ERROR_CODES,
  ...SELFCARE_ERROR_CODES,
  ...OTP_ERROR_CODES,
  ...CATALOG_ERROR_CODES,
  ...FORM_ERROR_CODES,
  ...PORTABILITY_ERROR_CODES,
  ...ELIGIBILITY_ERROR_CODES,
  ...ROAMING_ERROR_CODES,
  ...PROMOTION_ERROR_CODES,
  ...SURVEY_ERROR_CODES,
  ...BUSINESS_EVENT_ERROR_CODES,
  ...SHOP_ERROR_CODES,
  ...LINE_SERVICE_ERROR_CODES,
  ...BILLING_ERROR_CODES,
  ...RECHARGE_ERROR_CODES,
  notAtlasNumber: NOT_ATLAS_NUMBER_ERROR_CODE,
  scratchCardExpired: SCRATCH_CARD_EXPIRED_ERROR_CODE,
  ...HISTORY_ERROR_CODES,
  ...IDENTIFICATION_ERROR_CODES,
  serviceUnavailable: 'service_unavailable',
  /** A media width that is not one of MEDIA_WIDTHS. */
  mediaWidthNotOffered: 'content-002',
} as const;

/** A refusal the route means to give: its status, its stable code and a developer-facing text. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: ApiErrorBody['details'],
    readonly meta?: ApiErrorBody['meta'],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const apiErrorBodySchema = {
  $id: 'ApiErrorBody',
  type: 'object',
  required: ['code', 'error', 'message'],
  properties: {
    code: { type: 'string' },
    error: { type: 'string' },
    message: { type: 'string' },
    details: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'rule'],
        properties: { field: { type: 'string' }, rule: { type: 'string' } },
      },
    },
    meta: { type: 'object', additionalProperties: { type: 'number' } },
  },
} as const;

/** The error answers every route declares beside its success answer. */
export const errorResponses = {
  '4xx': { $ref: 'ApiErrorBody#' },
  '5xx': { $ref: 'ApiErrorBody#' },
} as const;

export function errorBody(code: string, message: string, details?: ApiErrorBody['details'], meta?: ApiErrorBody['meta']): ApiErrorBody {
  return { code, error: code, message, ...(details ? { details } : {}), ...(meta ? { meta } : {}) };
}

const CODE_BY_STATUS: Record<number, string> = {
  401: COMMON_ERROR_CODES.unauthorized,
  403: COMMON_ERROR_CODES.forbidden,
  404: COMMON_ERROR_CODES.notFound,
  429: COMMON_ERROR_CODES.rateLimited,
};

/** Gives every failure of the routes below `app` the ApiErrorBody shape. */
export function installErrorHandling(app: FastifyInstance): void {
  app.addSchema(apiErrorBodySchema);

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.details, error.meta));
    }
    if (error.validation) {
      const details = error.validation.map((issue) => ({
        field: fieldOf(issue.instancePath, issue.params),
        rule: issue.keyword,
      }));
      return reply.code(400).send(errorBody(COMMON_ERROR_CODES.requestInvalid, error.message, details));
    }
    if (isDataException(error)) {
      // Text or a number the database cannot take (class 22: bad encoding, out of range…): the
      // request's fault, whatever route let it through.
      return reply.code(400).send(errorBody(COMMON_ERROR_CODES.requestInvalid, 'The request holds a value that cannot be stored'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (bad JSON, body too large, wrong content type): safe to pass on.
      return reply.code(status).send(errorBody(CODE_BY_STATUS[status] ?? COMMON_ERROR_CODES.requestInvalid, error.message));
    }
    request.log.error({ err: error }, 'unexpected error');
    const unavailable = status === 503;
    return reply
      .code(unavailable ? 503 : 500)
      .send(errorBody(unavailable ? API_ERROR_CODES.serviceUnavailable : COMMON_ERROR_CODES.internal, `An unexpected error occurred (request ${request.id}).`));
  });

  app.setNotFoundHandler(notFound);
}

/** PostgreSQL's (and PGlite's) class 22 "data exception", possibly wrapped by the query builder. */
function isDataException(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

export function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send(errorBody(COMMON_ERROR_CODES.notFound, `No route ${request.method} ${request.url.split('?')[0]}`));
}

/** `/address/city` + required(missingProperty: zip) → `address.city.zip`; `/field[type]` → `field[type]`. */
function fieldOf(instancePath: string, params: Record<string, unknown>): string {
  const path = instancePath
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  const child = params.missingProperty ?? params.additionalProperty;
  if (typeof child === 'string') path.push(child);
  return path.join('.');
}
