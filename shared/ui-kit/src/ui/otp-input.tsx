import { useId, useRef, type ChangeEvent, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSharedTranslation } from '@atlas/runtime';
import { controlBox } from './control-styles';
import { describedBy, FieldError, FieldHint, FieldLabel } from './field-parts';

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Digits read left to right in every language. */
const Boxes = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const Box = styled.input<{ $invalid?: boolean }>`
  ${controlBox}
  width: 44px;
  min-height: 48px;
  padding: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-variant-numeric: tabular-nums;
`;

export interface OtpInputProps {
  /** Number of boxes (digits). */
  length?: number;
  value: string;
  onChange: (value: string) => void;
  /** Called once every box is filled. */
  onComplete?: (value: string) => void;
  label?: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  name?: string;
}

const onlyDigits = (text: string): string => text.replace(/\D/g, '');

/**
 * One box per digit: typing moves to the next box, Backspace goes back, arrows move, and pasting
 * (or the SMS autofill of the first box) spreads the code over the boxes.
 */
export function OtpInput({ length = 6, value, onChange, onComplete, label, error, hint, disabled, autoFocus, name }: OtpInputProps) {
  const { t } = useSharedTranslation();
  const id = useId();
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const labelId = `otp-${id}-label`;
  const errorId = error ? `otp-${id}-error` : undefined;
  const hintId = hint ? `otp-${id}-hint` : undefined;

  const focusBox = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const code = onlyDigits(value).slice(0, length);

  const commit = (next: string) => {
    const clean = next.slice(0, length);
    onChange(clean);
    if (clean.length === length && clean !== code) onComplete?.(clean);
  };

  // The code is kept without holes: a digit typed in a box after the last filled one lands in
  // the first empty box, and a digit removed in the middle shifts the following ones back.
  const fillFrom = (index: number, text: string) => {
    const incoming = onlyDigits(text);
    if (!incoming) return;
    const start = Math.min(index, code.length);
    commit(code.slice(0, start) + incoming + code.slice(start + incoming.length));
    focusBox(Math.min(start + incoming.length, length - 1));
  };

  const removeAt = (index: number) => commit(code.slice(0, index) + code.slice(index + 1));

  const onInput = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const raw = onlyDigits(event.target.value);
    const current = code[index] ?? '';
    if (!raw) {
      if (current) removeAt(index);
      return;
    }
    // The box held a digit and the caret was beside it: keep only what was typed.
    fillFrom(index, raw.length > 1 && current ? raw.replace(current, '') || current : raw);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (index < code.length) {
        removeAt(index);
        if (index >= code.length - 1 && index > 0) focusBox(index - 1);
      } else if (code.length > 0) {
        removeAt(code.length - 1);
        focusBox(code.length - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusBox(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusBox(length - 1);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fillFrom(index, event.clipboardData.getData('text'));
  };

  return (
    <Group role="group" aria-labelledby={labelId} aria-describedby={describedBy(errorId, hintId)}>
      <FieldLabel as="span" id={labelId}>
        {label ?? t('otpLabel')}
      </FieldLabel>
      <Boxes dir="ltr">
        {Array.from({ length }, (_, index) => (
          <Box
            // The boxes are positional: the index is their identity.
            key={index}
            ref={(element) => {
              refs.current[index] = element;
            }}
            name={name ? `${name}-${index}` : undefined}
            value={code[index] ?? ''}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t('otpDigit', { index: index + 1, count: length })}
            aria-invalid={error ? true : undefined}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
            onFocus={(event) => event.currentTarget.select()}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            onChange={onInput(index)}
            $invalid={!!error}
          />
        ))}
      </Boxes>
      {error && errorId && <FieldError id={errorId}>{error}</FieldError>}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </Group>
  );
}
