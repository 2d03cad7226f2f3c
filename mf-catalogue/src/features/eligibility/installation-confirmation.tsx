import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { toApiError, useErrorText, useLanguage } from '@atlas/runtime';
import { Button, formatDay, FormAlert, SuccessPanel } from '@atlas/ui-kit';
import type { CatalogProduct } from '@atlas/contracts/catalog';
import type { InstallationBookingSummary } from '@atlas/contracts/eligibility';
import { CATALOGUE_NS } from '../../i18n/catalogue';
import { useAddToCart } from '../../components/use-add-to-cart';
import { cancelInstallation } from './eligibility-api';
import '../../i18n/catalogue-eligibility';

const Reference = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The booked visit: its reference, day and slot, then "continue to order", which asks the cart
 * (another remote) to take the offer with the booking, by `cart/itemAddRequested` on the bus —
 * or cancel it (from the browser that booked it), which frees its place.
 */
export function InstallationConfirmation({
  booking,
  offer,
  checkId,
  onCancelled,
}: {
  booking: InstallationBookingSummary;
  offer: CatalogProduct;
  checkId: string;
  onCancelled: () => void;
}) {
  const { t } = useTranslation(CATALOGUE_NS);
  const errorText = useErrorText();
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const cancel = async () => {
    setCancelling(true);
    setCancelError(null);
    try {
      await cancelInstallation(booking.bookingId);
      onCancelled();
    } catch (error) {
      setCancelError(toApiError(error).code);
      setCancelling(false);
    }
  };
  const language = useLanguage();
  const addToCart = useAddToCart();
  const [inCart, setInCart] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => root.current?.focus(), []);
  return (
    <SuccessPanel role="status" tabIndex={-1} ref={root} data-installation-reference={booking.reference}>
      <h2>{t('eligibility.booking.confirmed')}</h2>
      <Reference>{t('eligibility.booking.reference', { reference: booking.reference })}</Reference>
      <p>{t('eligibility.booking.when', { date: formatDay(booking.visitDate, language), slot: t(`eligibility.booking.slotsAt.${booking.slot}`) })}</p>
      {inCart && <p>{t('eligibility.booking.inCart')}</p>}
      <Actions>
        {inCart ? (
          <Button to="/cart">{t('eligibility.booking.seeCart')}</Button>
        ) : (
          <Button
            onClick={() => {
              addToCart(offer, { eligibilityCheckId: checkId, installationReference: booking.reference, visitDate: booking.visitDate, slot: booking.slot });
              setInCart(true);
            }}
          >
            {t('eligibility.booking.continue')}
          </Button>
        )}
        {!inCart && (
          <Button variant="ghost" loading={cancelling} onClick={() => void cancel()}>
            {t('eligibility.booking.cancel')}
          </Button>
        )}
      </Actions>
      {cancelError && <FormAlert role="alert">{errorText(cancelError)}</FormAlert>}
    </SuccessPanel>
  );
}
