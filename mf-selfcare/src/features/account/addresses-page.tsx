import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { boolean, object } from 'yup';
import { ADDRESS_MAX_LENGTHS, type CustomerAddress, type CustomerAddressInput, type Language } from '@atlas/contracts';
import { api, atlasApi, readState, toApiError, useAppDispatch, useErrorText } from '@atlas/runtime';
import { Button, EmptyState, ErrorState, Inline, Skeleton, Stack } from '@atlas/ui-kit';
import { FormCheckbox, FormField, postalCodeRule, requiredField, requiredText, validateWith } from '@atlas/forms';
import { Card, SelfcarePage } from '../../components/selfcare-page';
import { SELFCARE_NS } from '../../i18n/selfcare';
import { SELFCARE_PATHS } from '../../platform-remote';
import { tooLong } from '../../components/too-long';

export const addressSchema = object({
  label: requiredText().max(ADDRESS_MAX_LENGTHS.label, tooLong(ADDRESS_MAX_LENGTHS.label)),
  addressLine: requiredField('address').max(ADDRESS_MAX_LENGTHS.addressLine, tooLong(ADDRESS_MAX_LENGTHS.addressLine)),
  city: requiredField('city').max(ADDRESS_MAX_LENGTHS.city, tooLong(ADDRESS_MAX_LENGTHS.city)),
  neighborhood: requiredText().max(ADDRESS_MAX_LENGTHS.neighborhood, tooLong(ADDRESS_MAX_LENGTHS.neighborhood)),
  postalCode: postalCodeRule(),
  isDefault: boolean(),
});

const ADDRESSES = '/api/ms-client/v1/address';

const Lines = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

function AddressForm({
  initial,
  onSave,
  onCancel,
}: {
  initial?: CustomerAddress;
  onSave: (input: CustomerAddressInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation(SELFCARE_NS);
  const errorText = useErrorText();
  return (
    <Form<CustomerAddressInput>
      initialValues={initial ?? { isDefault: false }}
      validate={validateWith<CustomerAddressInput>(addressSchema)}
      onSubmit={async (values) => {
        try {
          await onSave({ ...values, isDefault: !!values.isDefault });
          return undefined;
        } catch (error) {
          return { [FORM_ERROR]: errorText(toApiError(error).code) };
        }
      }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={t('address.form')}>
          <Stack>
            {submitError && <p role="alert">{submitError}</p>}
            <FormField name="label" label={t('address.label')} hint={t('address.labelHint')} required />
            <FormField name="addressLine" label={t('fields.address')} autoComplete="street-address" required />
            <FormField name="neighborhood" label={t('fields.neighborhood')} required />
            <FormField name="city" label={t('fields.city')} autoComplete="address-level2" required />
            <FormField name="postalCode" label={t('fields.postalCode')} inputMode="numeric" autoComplete="postal-code" required />
            <FormCheckbox name="isDefault" label={t('address.default')} />
            <Inline $gap="xs">
              <Button type="submit" loading={submitting}>
                {t('common.save')}
              </Button>
              <Button variant="secondary" onClick={onCancel}>
                {t('common.cancel')}
              </Button>
            </Inline>
          </Stack>
        </form>
      )}
    />
  );
}

const addressesApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    /** The customer's addresses, read each time the page opens; each change answers the new list. */
    customerAddresses: build.query<CustomerAddress[], void>({
      query: () => ({ url: ADDRESSES, authorized: true }),
      keepUnusedDataFor: 0,
    }),
  }),
});

/** mon-adresse: the customer's addresses; add, edit, delete, choose the default one. */
export function AddressesPage({ language }: { language: Language }) {
  const { t } = useTranslation(SELFCARE_NS);
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const read = readState(addressesApi.useCustomerAddressesQuery(undefined, { refetchOnMountOrArgChange: true }));
  const addresses = read.status === 'ready' ? read.data : null;
  const failure = read.status === 'error' ? read.code : null;
  const load = read.retry;
  const setAddresses = (list: CustomerAddress[]) => void dispatch(addressesApi.util.updateQueryData('customerAddresses', undefined, () => list));
  const [editing, setEditing] = useState<CustomerAddress | 'new' | null>(null);

  const save = async (input: CustomerAddressInput) => {
    const next =
      editing === 'new' || !editing
        ? await api.post<CustomerAddress[]>(ADDRESSES, input, { authorized: true })
        : await api.put<CustomerAddress[]>(`${ADDRESSES}/${editing.id}`, input, { authorized: true });
    setAddresses(next);
    setEditing(null);
  };

  return (
    <SelfcarePage title={t('account.pages.mon-adresse')} back={SELFCARE_PATHS.account} narrow>
      <Stack data-language={language}>
        {failure && <ErrorState message={errorText(failure)} code={failure} onRetry={load} retryLabel={t('common.retry')} />}
        {!failure && addresses === null && <Skeleton lines={4} />}
        {editing && (
          <Card>
            <AddressForm initial={editing === 'new' ? undefined : editing} onSave={save} onCancel={() => setEditing(null)} />
          </Card>
        )}
        {addresses?.length === 0 && !editing && <EmptyState title={t('address.emptyTitle')} description={t('address.emptyText')} />}
        {addresses?.map((address) => (
          <Card key={address.id} aria-label={address.label} data-address={address.label}>
            <Stack $gap="xs">
              <strong>
                {address.label} {address.isDefault && `· ${t('address.isDefault')}`}
              </strong>
              <Lines>
                {address.addressLine}, {address.neighborhood}, {address.postalCode} {address.city}
              </Lines>
              <Inline $gap="xs">
                <Button size="sm" variant="secondary" onClick={() => setEditing(address)}>
                  {t('common.edit')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => void api.delete<CustomerAddress[]>(`${ADDRESSES}/${address.id}`, { authorized: true }).then(setAddresses, () => load())}
                >
                  {t('common.delete')}
                </Button>
              </Inline>
            </Stack>
          </Card>
        ))}
        {!editing && addresses && (
          <div>
            <Button onClick={() => setEditing('new')}>{t('address.add')}</Button>
          </div>
        )}
      </Stack>
    </SelfcarePage>
  );
}
