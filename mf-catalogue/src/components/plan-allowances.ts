import type { TFunction } from 'i18next';
import type { OfferAllowances } from '@atlas/contracts/catalog';

/** "50 Go", "Illimité", "5 h": an allowance as the plan cards and the comparison say it. */
export function allowanceText(t: TFunction, kind: 'data' | 'calls' | 'sms', allowances: OfferAllowances | undefined): string {
  const value = kind === 'data' ? allowances?.dataGb : kind === 'calls' ? allowances?.callHours : allowances?.sms;
  if (value === undefined) return '—';
  if (value === null) return t('catalog.plans.unlimited');
  return t(kind === 'data' ? 'catalog.plans.dataAmount' : kind === 'calls' ? 'catalog.plans.callAmount' : 'catalog.plans.smsAmount', { count: value });
}

export function commitmentText(t: TFunction, allowances: OfferAllowances | undefined): string {
  return allowances?.commitmentMonths ? t('catalog.plans.months', { count: allowances.commitmentMonths }) : t('catalog.plans.noCommitment');
}
