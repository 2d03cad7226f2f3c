import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, createI18n, setErrorMessages } from '@atlas/runtime';
import { renderUi } from '@atlas/test-kit';
import { OtpStep } from './otp-step';

const sent = { sentTo: '06 •• •• •• 11', expiresIn: 300, resendIn: 60, sendsLeft: 2 };
/** A refusal as the api client rejects it. */
const refusal = (status: number, code: string, meta?: Record<string, number>) =>
  new ApiError(status, code, code, { code, error: code, message: code, ...(meta ? { meta } : {}) });

beforeEach(() => {
  createI18n('fr');
  setErrorMessages({
    fr: {
      'otp-invalid': 'Code incorrect.',
      'otp-replaced': 'Ce code a été remplacé par un code plus récent.',
      'otp-resend-too-early': 'Patientez avant de demander un nouveau code.',
    },
  });
});

/** A server that knows one good code and counts the attempts it was asked to check. */
function server(good = '123456') {
  let attemptsLeft = 5;
  const verifyCode = jest.fn(async (code: string) => {
    if (code === good) return { otpToken: 'proof' };
    attemptsLeft -= 1;
    throw refusal(400, 'otp-invalid', { attemptsLeft });
  });
  return { sendCode: jest.fn(async () => sent), verifyCode };
}

const boxes = () => screen.getAllByRole('textbox');
const typeAll = (code: string) => code.split('').forEach((digit, index) => fireEvent.change(boxes()[index]!, { target: { value: digit } }));

describe('OtpStep: a code is checked once per deliberate submission', () => {
  it('checks the full code by itself once, then a corrected code only with the button', async () => {
    const { sendCode, verifyCode } = server();
    const onVerified = jest.fn();
    renderUi(<OtpStep mdn="0665000111" language="fr" sendCode={sendCode} verifyCode={verifyCode} onVerified={onVerified} />);
    await screen.findByText(/Un code à 6 chiffres a été envoyé/);
    typeAll('654321');
    expect(await screen.findByText('Code incorrect. Tentatives restantes : 4.')).toBeInTheDocument();
    expect(verifyCode).toHaveBeenCalledTimes(1);

    // Correcting the code digit by digit checks nothing: every intermediate code is complete.
    typeAll('123456');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(verifyCode).toHaveBeenCalledTimes(1);
    // The refusal's message went as soon as the code was corrected.
    expect(screen.queryByText(/Code incorrect/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Valider le code' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('proof'));
    expect(verifyCode).toHaveBeenCalledTimes(2);
    expect(verifyCode).toHaveBeenLastCalledWith('123456');
  });

  it('does not check again a code just refused when the button is clicked', async () => {
    const { sendCode, verifyCode } = server();
    renderUi(<OtpStep mdn="0665000111" language="fr" sendCode={sendCode} verifyCode={verifyCode} onVerified={jest.fn()} />);
    await screen.findByText(/Un code à 6 chiffres a été envoyé/);
    typeAll('654321');
    await screen.findByText('Code incorrect. Tentatives restantes : 4.');
    fireEvent.click(screen.getByRole('button', { name: 'Valider le code' }));
    expect(screen.getByText('Code incorrect. Tentatives restantes : 4.')).toBeInTheDocument();
    expect(verifyCode).toHaveBeenCalledTimes(1);
  });

  it('checks once when the button is clicked while the full code is being checked', async () => {
    let answer: (value: { otpToken: string }) => void = () => undefined;
    const verifyCode = jest.fn(() => new Promise<{ otpToken: string }>((resolve) => (answer = resolve)));
    const onVerified = jest.fn();
    renderUi(<OtpStep mdn="0665000111" language="fr" sendCode={async () => sent} verifyCode={verifyCode} onVerified={onVerified} />);
    await screen.findByText(/Un code à 6 chiffres a été envoyé/);
    typeAll('123456');
    fireEvent.submit(screen.getByRole('form'));
    fireEvent.submit(screen.getByRole('form'));
    expect(verifyCode).toHaveBeenCalledTimes(1);
    answer({ otpToken: 'proof' });
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
  });

  it('says a code replaced by a resend was replaced, not wrong', async () => {
    const verifyCode = jest.fn(async () => {
      throw refusal(400, 'otp-replaced', { attemptsLeft: 5 });
    });
    renderUi(<OtpStep mdn="0665000111" language="fr" sendCode={async () => sent} verifyCode={verifyCode} onVerified={jest.fn()} />);
    await screen.findByText(/Un code à 6 chiffres a été envoyé/);
    typeAll('111111');
    expect(await screen.findByText(/Ce code a été remplacé par un code plus récent\./)).toBeInTheDocument();
    expect(screen.queryByText(/incorrect/)).toBeNull();
  });

  it('shows the boxes again when the step comes back while the code sent is still valid', async () => {
    const sendCode = jest.fn(async () => {
      throw refusal(429, 'otp-resend-too-early', { resendIn: 55, expiresIn: 305 });
    });
    const { container } = renderUi(<OtpStep mdn="0665000111" language="fr" sendCode={sendCode} verifyCode={server().verifyCode} onVerified={jest.fn()} />);
    expect(await screen.findByText(/Un code vous a déjà été envoyé par SMS au .*06 65 00 01 11.* : il est toujours valable/)).toBeInTheDocument();
    expect(container.querySelector('[data-otp-state="resumed"]')).not.toBeNull();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByText('Le code est valable encore 5 minutes.')).toBeInTheDocument();
    expect(screen.getByText('Renvoyer le code dans 00:55')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Valider le code' })).toBeEnabled();
  });

  it('says where a code went when it is not the number proved (a lost line’s: the email, another line), sent or resumed', async () => {
    const toEmail = { channel: 'email', to: 'y•••@example.ma' } as const;
    const first = renderUi(
      <OtpStep
        mdn="0662345602"
        language="fr"
        sendCode={jest.fn(async () => ({ ...sent, sentTo: 'y•••@example.ma' }))}
        verifyCode={server().verifyCode}
        onVerified={jest.fn()}
        destination={toEmail}
      />,
    );
    expect(await screen.findByText(/Un code à 6 chiffres a été envoyé par email à .*y•••@example\.ma/)).toBeInTheDocument();
    expect(screen.queryByText(/06 62 34 56 02/)).toBeNull();
    first.unmount();
    const sendCode = jest.fn(async () => {
      throw refusal(429, 'otp-resend-too-early', { resendIn: 55, expiresIn: 305 });
    });
    renderUi(
      <OtpStep
        mdn="0662345602"
        language="fr"
        sendCode={sendCode}
        verifyCode={server().verifyCode}
        onVerified={jest.fn()}
        destination={{ channel: 'sms', to: '06 62 34 56 99' }}
      />,
    );
    expect(await screen.findByText(/Un code vous a déjà été envoyé par SMS au .*06 62 34 56 99.* : il est toujours valable/)).toBeInTheDocument();
    // Never the lost line's own number.
    expect(screen.queryByText(/06 62 34 56 02/)).toBeNull();
  });
});
