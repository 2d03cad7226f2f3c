import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { renderStep } from '../render-step';
import { OtpStepPage } from './otp-step-page';

const SENT = { sentTo: '06 •• •• •• 11', expiresIn: 300, resendIn: 60, sendsLeft: 2 };
const bodyOf = (request: InternalAxiosRequestConfig) => JSON.parse(String(request.data)) as Record<string, unknown>;

describe('the code step', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  it('sends nothing and goes back to the start without a flow under way', async () => {
    api = fakeApi(() => ({ status: 200, data: SENT }));
    renderStep(<OtpStepPage language="fr" />, { path: '/identification/otp' });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/identification$/));
    expect(api.requests).toHaveLength(0);
  });

  it('sends the code in the page’s language, shows a refused code’s attempts left, and goes on with the proof', async () => {
    api = fakeApi((request) =>
      request.url?.endsWith('/otp/send')
        ? { status: 200, data: SENT }
        : bodyOf(request).code === '123456'
          ? { status: 200, data: { otpToken: 'proof' } }
          : { status: 400, data: { code: 'otp-invalid', error: 'otp-invalid', message: 'x', meta: { attemptsLeft: 2 } } },
    );
    renderStep(<OtpStepPage language="en" />, {
      path: '/en/identification/otp',
      language: 'en',
      state: { mdn: '0672000111', identityType: 'cin', honorific: 'mr' },
    });
    await waitFor(() => expect(api.requests.some((request) => request.url === '/api/ms-identification/v1/otp/send')).toBe(true));
    const send = api.requests.find((request) => request.url === '/api/ms-identification/v1/otp/send')!;
    expect(send.headers['accept-language']).toBe('en');
    expect(bodyOf(send)).toEqual({ mdn: '0672000111' });
    const typeCode = (code: string) => {
      const digits = screen.getAllByRole('textbox');
      code.split('').forEach((digit, index) => fireEvent.change(digits[index]!, { target: { value: digit } }));
    };
    typeCode('654321');
    expect(await screen.findByText(/Attempts left: 2\./)).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/en/identification/otp');
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the code' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/en/identification/ocr'));
  }, 20_000);
});
