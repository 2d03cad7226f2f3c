import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { PortabilityEligibility } from '@atlas/contracts/portability';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { portingDateAfter } from './portability';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 60_000);
afterAll(() => testApp?.close());

const check = (payload: object) => testApp.app.inject({ method: 'POST', url: '/api/v1/ms-ecom/portability/eligibility', payload });

describe('POST /api/v1/ms-ecom/portability/eligibility', () => {
  it('accepts a number of another operator and says when it can move', async () => {
    const response = await check({ mdn: '0612345678', currentOperator: 'sahara-mobile', rio: 'SM1A2B3C4D5E' });
    expect(response.statusCode).toBe(200);
    const answer = response.json<PortabilityEligibility>();
    expect(answer).toMatchObject({ eligible: true, mdn: '0612345678', currentOperator: 'sahara-mobile' });
    expect(answer.earliestPortingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses an Atlas line and a number its operator keeps, with ecom-054', async () => {
    for (const mdn of ['0661234501', '0612000054']) {
      const response = await check({ mdn, currentOperator: 'medina-telecom', rio: 'MT1A2B3C4D5E' });
      expect(response.statusCode).toBe(422);
      expect(response.json<ApiErrorBody>().code).toBe('ecom-054');
    }
  });

  it('refuses a malformed number, operator or RIO as an invalid request', async () => {
    for (const payload of [
      { mdn: '0812345678', currentOperator: 'sahara-mobile', rio: 'SM1A2B3C4D5E' },
      { mdn: '0612345678', currentOperator: 'atlas', rio: 'SM1A2B3C4D5E' },
      { mdn: '0612345678', currentOperator: 'sahara-mobile', rio: 'no!' },
    ]) {
      const response = await check(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().code).toBe('request-invalid');
    }
  });
});

describe('portingDateAfter', () => {
  it('counts two working days, skipping the weekend', () => {
    // Thursday 26 November 2026 at noon in Casablanca → Monday 30 November.
    expect(portingDateAfter(new Date('2026-11-26T11:00:00Z'))).toBe('2026-11-30');
    // Monday → Wednesday.
    expect(portingDateAfter(new Date('2026-11-23T11:00:00Z'))).toBe('2026-11-25');
  });
});
