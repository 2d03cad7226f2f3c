import type { FastifyPluginAsync } from 'fastify';
import {
  BUSINESS_NEEDS,
  CALL_BACK_REASONS,
  EMPLOYEE_RANGES,
  FIBRE_CALL_BACK_REASONS,
  FORM_ERROR_CODES,
  FRAUD_TYPES,
  type BusinessContactRequest,
  type CallBackRequest,
  type FibreCallBackRequest,
  type FormReceipt,
  type FraudReportRequest,
} from '@atlas/contracts/forms';
import { EMAIL_PATTERN, HOME_LINE_NUMBER_PATTERN, MDN_PATTERN } from '@atlas/forms/patterns';
import { CALL_BACK_WINDOWS, isBookableCallBack, nextCallBackOpening } from '@atlas/forms/call-back';
import { ApiError, errorResponses } from '../../errors';
import { formReceiptSchema, storeFormRequest } from './form-requests';
import { idempotencyHeaderSchema } from '../../plugins/idempotency';
import { homeMigrationRoutes } from './home-migration';
import { portabilityRequestRoutes } from './portability-request';
import { pattern, text } from './request-schemas';
import { supplierRegistrationRoutes } from './supplier-registration';

const receipt = { 201: formReceiptSchema, ...errorResponses } as const;

/** ms-forms, mounted at /api/v1/ms-forms: the public forms, each stored before its confirmation. */
export const msFormsRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: CallBackRequest; Reply: FormReceipt }>(
    '/call-back',
    {
      schema: {
        headers: idempotencyHeaderSchema,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['segment', 'name', 'phone', 'reason', 'type'],
          properties: {
            segment: { type: 'string', enum: ['consumer', 'business'] },
            name: text(80),
            phone: pattern(MDN_PATTERN),
            email: pattern(EMAIL_PATTERN),
            companyName: text(120),
            employees: { type: 'string', enum: [...EMPLOYEE_RANGES] },
            reason: { type: 'string', enum: [...CALL_BACK_REASONS] },
            type: { type: 'string', enum: ['immediate', 'scheduled'] },
            date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
            hour: { type: 'string', pattern: '^\\d{2}:00$' },
          },
          allOf: [
            { if: { properties: { segment: { const: 'business' } } }, then: { required: ['companyName', 'employees'] } },
            { if: { properties: { type: { const: 'scheduled' } } }, then: { required: ['date', 'hour'] } },
          ],
        },
        response: receipt,
      },
    },
    async (request, reply) => {
      const body = request.body;
      let callBackFrom: string;
      if (body.type === 'scheduled') {
        const verdict = isBookableCallBack(CALL_BACK_WINDOWS.standard, body.date!, body.hour!);
        if (verdict === 'outside') throw new ApiError(400, FORM_ERROR_CODES.callBackSlotOutside, 'Call-backs are booked Monday to Friday, 10:00 to 18:00', [{ field: 'hour', rule: 'window' }]);
        if (verdict === 'past') throw new ApiError(400, FORM_ERROR_CODES.callBackSlotPast, 'This time has passed', [{ field: 'hour', rule: 'future' }]);
        callBackFrom = `${body.date}T${body.hour}`;
      } else {
        const opening = nextCallBackOpening(CALL_BACK_WINDOWS.standard);
        callBackFrom = `${opening.date}T${opening.hour}`;
      }
      return storeFormRequest(app, request, reply, { kind: 'call-back', prefix: 'RAP', payload: { ...body }, outcome: { callBackFrom } });
    },
  );

  app.post<{ Body: FibreCallBackRequest; Reply: FormReceipt }>(
    '/fibre-call-back',
    {
      schema: {
        headers: idempotencyHeaderSchema,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['firstName', 'lastName', 'reason', 'contactNumber', 'internetLineNumber'],
          properties: {
            firstName: text(60),
            lastName: text(60),
            reason: { type: 'string', enum: [...FIBRE_CALL_BACK_REASONS] },
            contactNumber: pattern(MDN_PATTERN),
            internetLineNumber: pattern(HOME_LINE_NUMBER_PATTERN),
          },
        },
        response: receipt,
      },
    },
    async (request, reply) => {
      const opening = nextCallBackOpening(CALL_BACK_WINDOWS.fibre);
      return storeFormRequest(app, request, reply, { kind: 'fibre-call-back', prefix: 'FIB', payload: { ...request.body }, outcome: { callBackFrom: `${opening.date}T${opening.hour}` } });
    },
  );

  app.post<{ Body: FraudReportRequest; Reply: FormReceipt }>(
    '/fraud-report',
    {
      schema: {
        headers: idempotencyHeaderSchema,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['city', 'type', 'description'],
          properties: { city: text(80), type: { type: 'string', enum: [...FRAUD_TYPES] }, description: text(2000) },
        },
        response: receipt,
      },
    },
    async (request, reply) => storeFormRequest(app, request, reply, { kind: 'fraud-report', prefix: 'FRD', payload: { ...request.body } }),
  );

  app.post<{ Body: BusinessContactRequest; Reply: FormReceipt }>(
    '/business-contact',
    {
      schema: {
        headers: idempotencyHeaderSchema,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['civility', 'firstName', 'lastName', 'email', 'contactNumber', 'companyName', 'needs', 'terms'],
          properties: {
            civility: { type: 'string', enum: ['mr', 'mme'] },
            firstName: text(60),
            lastName: text(60),
            email: { ...pattern(EMAIL_PATTERN), maxLength: 254 },
            contactNumber: pattern(MDN_PATTERN),
            companyName: { ...text(120), minLength: 2 },
            needs: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', enum: [...BUSINESS_NEEDS] } },
            feedback: text(1000),
            terms: { type: 'boolean', const: true },
          },
        },
        response: receipt,
      },
    },
    async (request, reply) => storeFormRequest(app, request, reply, { kind: 'business-contact', prefix: 'ENT', payload: { ...request.body } }),
  );

  await app.register(supplierRegistrationRoutes);
  await app.register(portabilityRequestRoutes);
  await app.register(homeMigrationRoutes);
};
