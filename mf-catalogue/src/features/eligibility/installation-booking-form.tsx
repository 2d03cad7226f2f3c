import { FORM_ERROR } from 'final-form';
import { useId, useRef } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { toApiError, useErrorText, useLanguage } from '@atlas/runtime';
import { Button, formatDay, FormAlert, Loading, media, RequiredLegend, Skeleton, Stack } from '@atlas/ui-kit';
import { FormField, FormRadioGroup, FormSelect, focusFirstInvalid, installationBookingSchema, validateWith, type FormErrors } from '@atlas/forms';
import {
  ELIGIBILITY_ERROR_CODES,
  HOUSING_TYPES,
  INSTALLATION_SLOTS,
  type EligibilityCheck,
  type HousingType,
  type InstallationBooking,
  type InstallationBookingRequest,
  type InstallationSlot,
} from '@atlas/contracts/eligibility';
import { CATALOGUE_NS } from '../../i18n/catalogue';
import { bookInstallation, useInstallationSlotsQuery } from './eligibility-api';
import '../../i18n/catalogue-eligibility';

export interface BookingValues {
  housingType?: HousingType;
  floor?: string;
  apartment?: string;
  accessNotes?: string;
  visitDate?: string;
  slot?: InstallationSlot;
  contactName?: string;
  contactMobile?: string;
}

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${media.up('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    > .wide {
      grid-column: 1 / -1;
    }
  }
`;

/** The places left in a city's slots, read again after a slot filled up under the customer's eyes (the last answer stays shown meanwhile). */
function useInstallationSlots(cityId: string) {
  const { data, isError, refetch } = useInstallationSlotsQuery(cityId, { refetchOnMountOrArgChange: true });
  return { data, status: isError ? 'error' : data ? 'ready' : 'loading', reload: () => void refetch() };
}

/** The request from the form's values: trimmed, separators out of the mobile, the apartment details only for an apartment. */
function bookingRequest(check: EligibilityCheck, productId: string, values: BookingValues): InstallationBookingRequest {
  const cast = installationBookingSchema.cast(values, { stripUnknown: true }) as Required<BookingValues>;
  return {
    checkId: check.checkId,
    productId,
    addressDetails: {
      housingType: cast.housingType,
      ...(cast.floor ? { floor: cast.floor } : {}),
      ...(cast.apartment ? { apartment: cast.apartment } : {}),
      ...(cast.accessNotes ? { accessNotes: cast.accessNotes } : {}),
    },
    visitDate: cast.visitDate,
    slot: cast.slot,
    contactName: cast.contactName,
    contactMobile: cast.contactMobile,
  };
}

export interface InstallationBookingFormProps {
  check: EligibilityCheck & { address: NonNullable<EligibilityCheck['address']> };
  productId: string;
  onBooked: (booking: InstallationBooking) => void;
}

/**
 * The installation visit: where exactly (apartment or house, floor and door), a working day and a
 * morning or evening slot with a place left, and who the technician calls. Sent with one
 * idempotency key, so a doubled click or a retry books once; a slot that filled up meanwhile is
 * said, and the places are read again so the customer picks another.
 */
export function InstallationBookingForm({ check, productId, onBooked }: InstallationBookingFormProps) {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  const errorText = useErrorText();
  const id = useId();
  const idempotencyKey = useRef(crypto.randomUUID());
  const formElement = useRef<HTMLFormElement>(null);
  const slots = useInstallationSlots(check.address.cityId);
  const days = slots.data?.days ?? [];
  const remaining = (date: string | undefined, slot: InstallationSlot) =>
    days.find((day) => day.date === date)?.slots.find((entry) => entry.slot === slot)?.remaining;

  const validate = (values: BookingValues) => {
    const errors = validateWith<BookingValues>(installationBookingSchema)(values) as FormErrors;
    if (!errors.slot && values.slot && remaining(values.visitDate, values.slot) === 0) return { ...errors, slot: t('eligibility.booking.slotFull') };
    return errors;
  };

  const submit = async (values: BookingValues) => {
    try {
      onBooked(await bookInstallation(bookingRequest(check, productId, values), idempotencyKey.current));
      return undefined;
    } catch (error) {
      const { code } = toApiError(error);
      if (code === ELIGIBILITY_ERROR_CODES.slotFull) slots.reload();
      return { [FORM_ERROR]: errorText(code) };
    }
  };

  if (!slots.data) {
    return slots.status === 'error' ? (
      <FormAlert role="alert">
        {t('eligibility.booking.slotsError')}{' '}
        <Button variant="link" onClick={slots.reload}>
          {t('eligibility.retry')}
        </Button>
      </FormAlert>
    ) : (
      <Loading label={t('eligibility.booking.slotsLoading')}>
        <Skeleton lines={6} height={40} />
      </Loading>
    );
  }
  if (days.every((day) => day.slots.every((slot) => slot.remaining === 0))) return <p role="status">{t('eligibility.booking.noSlots')}</p>;

  return (
    <Form<BookingValues> onSubmit={submit} validate={validate} initialValues={{ housingType: 'apartment' }}>
      {({ handleSubmit, submitting, submitError, values, form }) => (
        <form
          ref={formElement}
          onSubmit={(event) => {
            void handleSubmit(event);
            if (form.getState().hasValidationErrors) focusFirstInvalid(formElement.current);
          }}
          noValidate
          data-form="installation-booking"
        >
          <Stack $gap="md">
            <RequiredLegend />
            <Fields>
              <FormRadioGroup
                className="wide"
                name="housingType"
                legend={t('eligibility.booking.housingType')}
                required
                row
                options={HOUSING_TYPES.map((type) => ({ value: type, label: t(`eligibility.booking.housing.${type}`) }))}
              />
              {values.housingType === 'apartment' && (
                <Pair className="wide">
                  <FormField
                    id={`${id}-floor`}
                    name="floor"
                    label={t('eligibility.booking.floor')}
                    hint={t('eligibility.booking.floorHint')}
                    required
                    maxLength={10}
                  />
                  <FormField id={`${id}-apartment`} name="apartment" label={t('eligibility.booking.apartment')} required maxLength={10} />
                </Pair>
              )}
              <FormField
                className="wide"
                id={`${id}-access`}
                name="accessNotes"
                label={t('eligibility.booking.accessNotes')}
                hint={t('eligibility.booking.accessNotesHint')}
                maxLength={200}
              />
              <FormSelect
                id={`${id}-date`}
                name="visitDate"
                label={t('eligibility.booking.date')}
                hint={t('eligibility.booking.dateHint')}
                required
                options={days.map((day) => {
                  const full = day.slots.every((slot) => slot.remaining === 0);
                  const label = formatDay(day.date, language);
                  return { value: day.date, label: full ? t('eligibility.booking.dateFull', { date: label }) : label, disabled: full };
                })}
              />
              <FormRadioGroup
                name="slot"
                legend={t('eligibility.booking.slot')}
                hint={values.visitDate ? undefined : t('eligibility.booking.chooseDateFirst')}
                required
                options={INSTALLATION_SLOTS.map((slot) => {
                  const left = remaining(values.visitDate, slot);
                  return {
                    value: slot,
                    label: left === 0 ? `${t(`eligibility.booking.slots.${slot}`)} — ${t('eligibility.booking.full')}` : t(`eligibility.booking.slots.${slot}`),
                    disabled: left === 0,
                  };
                })}
              />
              <FormField id={`${id}-name`} name="contactName" label={t('eligibility.booking.contactName')} required autoComplete="name" maxLength={80} />
              <FormField
                id={`${id}-mobile`}
                name="contactMobile"
                label={t('eligibility.booking.contactMobile')}
                hint={t('eligibility.booking.contactHint')}
                required
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder="0612345678"
              />
            </Fields>
            {submitError && <FormAlert role="alert">{submitError}</FormAlert>}
            <div>
              <Button type="submit" loading={submitting}>
                {t('eligibility.booking.submit')}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Form>
  );
}
