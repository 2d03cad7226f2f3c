import { useCallback } from 'react';
import { LINE_OTP_PURPOSES, type Language, type OtpPurpose, type OtpSendResponse, type OtpVerifyResponse } from '@atlas/contracts';
import { api } from '@atlas/runtime';
import { OtpStep as CodeStep } from '@atlas/ui-kit';

/** A line service's code is asked with the customer's bearer and the line's segmentation token; the others anonymously. */
const sendOtp = (mdn: string, purpose: OtpPurpose) =>
  api.post<OtpSendResponse>(
    '/api/ms-iam/v1/otp/send',
    { mdn, purpose },
    (LINE_OTP_PURPOSES as readonly string[]).includes(purpose) ? { authorized: true } : { anonymous: true },
  );
export const verifyOtp = (mdn: string, purpose: OtpPurpose, code: string) =>
  api.post<OtpVerifyResponse>('/api/ms-iam/v1/otp/verify', { mdn, purpose, code }, { anonymous: true });

export interface OtpStepProps {
  mdn: string;
  purpose: OtpPurpose;
  language: Language;
  onVerified: (otpToken: string) => void;
  /** Another route sending and checking the code (a signed-in line's: the call history). */
  sendCode?: () => Promise<OtpSendResponse>;
  verifyCode?: (code: string) => Promise<OtpVerifyResponse>;
  /** Where the code goes when it is not the line itself (the UI kit step's `destination`). */
  destination?: { channel: 'sms' | 'email'; to: string };
}

/** The shared code step (@atlas/shared's OtpStep) on ms-iam's code of one purpose, unless the page brings its own route. */
export function OtpStep({ mdn, purpose, language, onVerified, sendCode, verifyCode, destination }: OtpStepProps) {
  const send = useCallback(() => (sendCode ? sendCode() : sendOtp(mdn, purpose)), [sendCode, mdn, purpose]);
  const verify = useCallback((code: string) => (verifyCode ? verifyCode(code) : verifyOtp(mdn, purpose, code)), [verifyCode, mdn, purpose]);
  return <CodeStep mdn={mdn} language={language} sendCode={send} verifyCode={verify} onVerified={onVerified} destination={destination} />;
}
