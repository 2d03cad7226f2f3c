import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { renderSelfcare } from '../test/render-selfcare';
import { OtpStep } from './otp-step';

const sent = { sentTo: '06 •• •• •• 11', expiresIn: 300, resendIn: 60, sendsLeft: 2 };
const refusal = (status: number, code: string, meta?: Record<string, number>) => ({
  status,
  data: { code, error: code, message: code, ...(meta ? { meta } : {}) },
});

describe('OTP step', () => {
  it('sends the code, says where, counts wrong codes and hands over the proof', async () => {
    const onVerified = jest.fn();
    const network = fakeApi((request) => {
      if (request.url === '/api/ms-iam/v1/otp/send') return { status: 200, data: sent };
      const { code } = JSON.parse(String(request.data)) as { code: string };
      return code === '123456' ? { status: 200, data: { otpToken: 'proof' } } : refusal(400, 'otp-invalid', { attemptsLeft: 4 });
    });
    try {
      renderSelfcare(<OtpStep mdn="0665000111" purpose="signup" language="fr" onVerified={onVerified} />);
      expect(await screen.findByText('Un code à 6 chiffres a été envoyé par SMS au \u206606 •• •• •• 11\u2069.')).toBeInTheDocument();
      expect(screen.getByText(/Le code est valable encore/)).toBeInTheDocument();
      expect(screen.getByText(/Renvoyer|Nouvel envoi|1:00|01:00/)).toBeInTheDocument();
      const digits = screen.getAllByRole('textbox');
      '654321'.split('').forEach((digit, index) => fireEvent.change(digits[index]!, { target: { value: digit } }));
      expect(await screen.findByText(/Tentatives restantes : 4\./)).toBeInTheDocument();
      '123456'.split('').forEach((digit, index) => fireEvent.change(digits[index]!, { target: { value: digit } }));
      // A corrected code is checked when the customer asks for it (the boxes submit by themselves once).
      fireEvent.click(screen.getByRole('button', { name: 'Valider le code' }));
      await waitFor(() => expect(onVerified).toHaveBeenCalledWith('proof'));
      expect(JSON.parse(String(network.requests[0]!.data))).toEqual({ mdn: '0665000111', purpose: 'signup' });
    } finally {
      network.restore();
    }
  });

  it('shows the blocked state with its wait after the maximum of sends', async () => {
    const network = fakeApi(() => refusal(429, 'otp-max-sends', { retryAfter: 900 }));
    try {
      const { container } = renderSelfcare(<OtpStep mdn="0666000222" purpose="signup" language="ar" onVerified={jest.fn()} />, { language: 'ar' });
      expect(await screen.findByText(/يمكنك المحاولة من جديد بعد/)).toBeInTheDocument();
      expect(container.querySelector('[data-otp-state="blocked"]')).not.toBeNull();
      expect(screen.queryByRole('textbox')).toBeNull();
    } finally {
      network.restore();
    }
  });

  it('offers a new code when the server says the code expired', async () => {
    const network = fakeApi((request) => (request.url === '/api/ms-iam/v1/otp/send' ? { status: 200, data: sent } : refusal(400, 'otp-expired')));
    try {
      const { container } = renderSelfcare(<OtpStep mdn="0667000333" purpose="password-recovery" language="en" onVerified={jest.fn()} />, { language: 'en' });
      await screen.findByText(/A 6-digit code was sent/);
      const digits = screen.getAllByRole('textbox');
      '111111'.split('').forEach((digit, index) => fireEvent.change(digits[index]!, { target: { value: digit } }));
      await waitFor(() => expect(container.querySelector('[data-otp-state="expired"]')).not.toBeNull());
    } finally {
      network.restore();
    }
  });

  it('offers the code sent moments ago when the step shows again, then sends a new one after the resend delay', async () => {
    let first = true;
    const network = fakeApi(() => {
      if (first) {
        first = false;
        return refusal(429, 'otp-resend-too-early', { resendIn: 0 });
      }
      return { status: 200, data: sent };
    });
    try {
      const { container } = renderSelfcare(<OtpStep mdn="0668000444" purpose="add-line" language="fr" onVerified={jest.fn()} />);
      await waitFor(() => expect(container.querySelector('[data-otp-state="resumed"]')).not.toBeNull());
      expect(screen.getAllByRole('textbox')).toHaveLength(6);
      fireEvent.click(await screen.findByRole('button', { name: /Renvoyer/ }));
      expect(await screen.findByText(/Un code à 6 chiffres a été envoyé/)).toBeInTheDocument();
      expect(network.requests).toHaveLength(2);
    } finally {
      network.restore();
    }
  });
});
