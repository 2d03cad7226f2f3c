import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BusinessContactRequest, CallBackRequest, FibreCallBackRequest, FORM_ERROR_CODES, FormReceipt, FraudReportRequest } from '@atlas/contracts/forms';
import { CALL_BACK_WINDOWS, isBookableCallBack, nextCallBackOpening } from '@atlas/contracts/call-back';
import { ApiError, errorResponses } from '../../errors';
import { storeFormRequest } from './form-requests';
import { idempotencyHeaderSchema } from '../../plugins/idempotency';
import { homeMigrationRoutes } from './home-migration';
import { portabilityRequestRoutes } from './portability-request';
import { supplierRegistrationRoutes } from './supplier-registration';

const receipt = { 201: FormReceipt, ...errorResponses } as const;

/** ms-forms, mounted at /api/v1/ms-forms: the public forms, each stored before its confirmation. */
export const msFormsRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/call-back',
    {
      schema: {
        headers: idempotencyHeaderSchema,
        body: CallBackRequest,
        response: receipt,
      },
    },
    async (request, reply) => {
      const body = request.body;
      let callBackFrom: string;
      if (body.type === 'scheduled') {
        const verdict = isBookableCallBack(CALL_BACK_WINDOWS.standard, body.date!, body.hour!);
        if (verdict === 'outside')
          throw new ApiError(400, FORM_ERROR_CODES.callBackSlotOutside, 'Call-backs are booked Monday to Friday, 10:00 to 18:00', [
            { field: 'hour', rule: 'window' },
          ]);
        if (verdict === 'past') throw new ApiError(400, FORM_ERROR_CODES.callBackSlotPast, 'This time has passed', [{ field: 'hour', rule: 'future' }]);
        callBackFrom = `${body.date}T${body.hour}`;
      } else {
        const opening = nextCallBackOpening(CALL_BACK_WINDOWS.standard);
        callBackFrom = `${opening.date}T${opening.hour}`;
      }
      return storeFormRequest(app, request, reply, { kind: 'call-back', prefix: 'RAP', payload: { ...body }, outcome: { callBackFrom } });
    },
  );

  app.post(
    '/fibre-call-back',
    {
      schema: {
        headers: idempotencyHeaderSchema,
        body: FibreCallBackRequest,
        response: receipt,
      },
    },
    async (request, reply) => {
      const opening = nextCallBackOpening(CALL_BACK_WINDOWS.fibre);
      return storeFormRequest(app, request, reply, {
        kind: 'fibre-call-back',
        prefix: 'FIB',
        payload: { ...request.body },
        outcome: { callBackFrom: `${opening.date}T${opening.hour}` },
      });
    },
  );

  app.post(
    '/fraud-report',
    {
      schema: {
        headers: idempotencyHeaderSchema,
        body: FraudReportRequest,
        response: receipt,
      },
    },
    async (request, reply) => storeFormRequest(app, request, reply, { kind: 'fraud-report', prefix: 'FRD', payload: { ...request.body } }),
  );

  app.post(
    '/business-contact',
    {
      schema: {
        headers: idempotencyHeaderSchema,
        body: BusinessContactRequest,
        response: receipt,
      },
    },
    async (request, reply) => storeFormRequest(app, request, reply, { kind: 'business-contact', prefix: 'ENT', payload: { ...request.body } }),
  );

  await app.register(supplierRegistrationRoutes);
  await app.register(portabilityRequestRoutes);
  await app.register(homeMigrationRoutes);
};
