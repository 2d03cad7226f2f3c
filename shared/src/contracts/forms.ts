/**
 * Shapes of the public forms (`/api/v1/ms-forms/...`). Each POST carries an `Idempotency-Key`
 * header (a UUID made when the form is opened), so a doubled submit stores one request.
 */

export interface FormReceipt {
  requestId: string;
  /** What the customer quotes to the support team. */
  reference: string;
  createdAt: string;
  /** Call-back forms: when the call will come, Moroccan time ("2026-11-23T10:00"). */
  callBackFrom?: string;
}

export const CALL_BACK_REASONS = ['offer-info', 'subscription', 'technical', 'billing', 'other'] as const;
export type CallBackReason = (typeof CALL_BACK_REASONS)[number];

export const EMPLOYEE_RANGES = ['1-9', '10-49', '50-249', '250+'] as const;
export type EmployeeRange = (typeof EMPLOYEE_RANGES)[number];

export interface CallBackRequest {
  segment: 'consumer' | 'business';
  name: string;
  phone: string;
  email?: string;
  companyName?: string;
  employees?: EmployeeRange;
  reason: CallBackReason;
  type: 'immediate' | 'scheduled';
  /** Scheduled calls: the Moroccan date and full hour. */
  date?: string;
  hour?: string;
}

export const FIBRE_CALL_BACK_REASONS = ['idar-to-fibre', 'adsl-to-fibre', 'idar-to-adsl'] as const;
export type FibreCallBackReason = (typeof FIBRE_CALL_BACK_REASONS)[number];

export interface FibreCallBackRequest {
  firstName: string;
  lastName: string;
  reason: FibreCallBackReason;
  contactNumber: string;
  internetLineNumber: string;
}

export const FRAUD_TYPES = ['phone-phishing', 'social-phishing', 'lottery-scam', 'identity-theft', 'sim-swap'] as const;
export type FraudType = (typeof FRAUD_TYPES)[number];

export interface FraudReportRequest {
  city: string;
  type: FraudType;
  description: string;
}

export const FORM_ERROR_CODES = {
  idempotencyConflict: 'form-002',
  callBackSlotOutside: 'form-003',
  callBackSlotPast: 'form-004',
} as const;
