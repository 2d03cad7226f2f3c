import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createI18n } from '@atlas/runtime';
import { renderUi } from '@atlas/test-kit';
import { OtpInput } from './otp-input';
import { ResendCountdown } from './resend-countdown';

beforeEach(() => createI18n('fr'));

function Harness({ onComplete }: { onComplete?: (code: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <OtpInput length={4} value={value} onChange={setValue} onComplete={onComplete} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox');

describe('OtpInput', () => {
  it('has one labelled box per digit in a named group', () => {
    renderUi(<Harness />);
    expect(screen.getByRole('group', { name: 'Code de vérification' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(4);
    expect(screen.getByLabelText('Chiffre 1 sur 4')).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('moves to the next box while typing and completes', async () => {
    const onComplete = jest.fn();
    renderUi(<Harness onComplete={onComplete} />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('1a23');
    expect(screen.getByTestId('value')).toHaveTextContent('123');
    expect(boxes()[3]).toHaveFocus();
    await userEvent.keyboard('4');
    expect(onComplete).toHaveBeenCalledWith('1234');
  });

  it('spreads a pasted code over the boxes', async () => {
    const onComplete = jest.fn();
    renderUi(<Harness onComplete={onComplete} />);
    await userEvent.click(boxes()[0]!);
    await userEvent.paste('98 76');
    expect(screen.getByTestId('value')).toHaveTextContent('9876');
    expect(onComplete).toHaveBeenCalledWith('9876');
  });

  it('goes back with Backspace', async () => {
    renderUi(<Harness />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('12');
    expect(boxes()[2]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(screen.getByTestId('value')).toHaveTextContent(/^1$/);
    expect(boxes()[1]).toHaveFocus();
  });

  it('takes an SMS autofill of the whole code in the first box', () => {
    renderUi(<Harness />);
    fireEvent.change(boxes()[0]!, { target: { value: '4321' } });
    expect(screen.getByTestId('value')).toHaveTextContent('4321');
  });
});

describe('ResendCountdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down, then offers to resend and restarts', async () => {
    const onResend = jest.fn(() => Promise.resolve());
    renderUi(<ResendCountdown seconds={3} onResend={onResend} />);
    expect(screen.getByText('Renvoyer le code dans 00:03')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Renvoyer le code dans 00:02')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    const button = screen.getByRole('button', { name: 'Renvoyer le code' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Renvoyer le code dans 00:03')).toBeInTheDocument();
  });
});
