import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { FormReceipt } from '@atlas/contracts/forms';
import type { SurveyAnswer, SurveyInvitation } from '@atlas/contracts/survey';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let testApp: TestApp;
let callBackReference: string;
beforeAll(async () => {
  testApp = await buildTestApp();
  // A real request of a public form: its reference is the survey invitation.
  const callBack = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/ms-forms/call-back',
    headers: { 'idempotency-key': 'survey-call-back-000001' },
    payload: { segment: 'consumer', name: 'Nadia Berrada', phone: '0612345678', reason: 'billing', type: 'immediate' },
  });
  callBackReference = callBack.json<FormReceipt>().reference;
}, 60_000);
afterAll(() => testApp?.close());

const answer = (body: Partial<SurveyAnswer>, key: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/ms-forms/survey', headers: { 'idempotency-key': key }, payload: body });
const invitation = (ref: string) => testApp.app.inject({ url: `/api/v1/ms-forms/survey/invitations/${ref}` });

const GOOD: SurveyAnswer = { satisfaction: 4, recommendation: 9, channel: 'website' };

describe('survey', () => {
  it('takes an answer without invitation, once per key', async () => {
    const first = await answer({ ...GOOD, comment: 'Rapide et clair.' }, 'survey-open-key-00001');
    expect(first.statusCode).toBe(201);
    expect(first.json<FormReceipt>().reference).toMatch(/^AVS-[A-Z0-9]{6}$/);
    const doubled = await answer({ comment: 'Rapide et clair.', ...GOOD }, 'survey-open-key-00001');
    expect(doubled.statusCode).toBe(201);
    expect(doubled.headers['idempotent-replayed']).toBe('true');
    expect(doubled.json<FormReceipt>().requestId).toBe(first.json<FormReceipt>().requestId);
    const changed = await answer({ ...GOOD, satisfaction: 5 }, 'survey-open-key-00001');
    expect(changed.statusCode).toBe(409);
    expect(changed.json<ApiErrorBody>().code).toBe('form-002');
  });

  it('opens an invitation of a real request, takes one answer, then says it is answered', async () => {
    const open = await invitation(callBackReference);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('no-store');
    expect(open.json<SurveyInvitation>()).toEqual({ ref: callBackReference, subject: 'request', status: 'open' });

    const [first, doubled] = await Promise.all([
      answer({ ...GOOD, ref: callBackReference }, 'survey-invite-key-0001'),
      answer({ ...GOOD, ref: callBackReference }, 'survey-invite-key-0001'),
    ]);
    expect([first.statusCode, doubled.statusCode]).toEqual([201, 201]);
    expect(first.json<FormReceipt>().reference).toBe(doubled.json<FormReceipt>().reference);

    const second = await answer({ ...GOOD, ref: callBackReference, satisfaction: 2, comment: 'Trop long' }, 'survey-invite-key-0002');
    expect(second.statusCode).toBe(409);
    expect(second.json<ApiErrorBody>().code).toBe('survey-002');
    expect((await invitation(callBackReference)).json<SurveyInvitation>().status).toBe('answered');
  });

  it('opens an invitation of an order of the shop by its refNumber', async () => {
    const open = await invitation('AT261105DEMO000001');
    expect(open.statusCode).toBe(200);
    expect(open.json<SurveyInvitation>()).toEqual({ ref: 'AT261105DEMO000001', subject: 'order', status: 'open' });
    expect((await answer({ ...GOOD, ref: 'AT261105DEMO000001' }, 'survey-order-key-0001')).statusCode).toBe(201);
    expect((await invitation('AT261105DEMO000001')).json<SurveyInvitation>().status).toBe('answered');
    expect((await invitation('AT261105NOSUCH0001')).json<ApiErrorBody>().code).toBe('survey-001');
  });

  it('does not know a reference no request carries', async () => {
    const unknown = await invitation('RAP-ZZZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiErrorBody>().code).toBe('survey-001');
    const answered = await answer({ ...GOOD, ref: 'RAP-ZZZZZZ' }, 'survey-unknown-ref-0001');
    expect(answered.statusCode).toBe(404);
    expect(answered.json<ApiErrorBody>().code).toBe('survey-001');
    expect((await invitation('not a ref')).statusCode).toBe(400);
  });

  it.each([
    [{ ...GOOD, satisfaction: 6 }, 'satisfaction'],
    [{ ...GOOD, recommendation: 11 }, 'recommendation'],
    [{ ...GOOD, channel: 'fax' }, 'channel'],
    [{ ...GOOD, satisfaction: 2 }, 'comment'],
    [{ ...GOOD, comment: 'x'.repeat(1001) }, 'comment'],
    [{ ...GOOD, satisfaction: 1, comment: '   ' }, 'comment'],
    [{ ...GOOD, ref: 'abc' }, 'ref'],
  ] as const)('refuses an invalid answer (%#)', async (body, field) => {
    const response = await answer(body as Partial<SurveyAnswer>, `survey-invalid-${field}-key`);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().details?.map((detail) => detail.field)).toContain(field);
  });
});
