import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@atlas/runtime';
import { Button, formatDay, SuccessPanel } from '@atlas/ui-kit';
import type { CatalogProduct } from '@atlas/contracts/catalog';
import type { InstallationBookingSummary } from '@atlas/contracts/eligibility';
import { CATALOGUE_NS } from '../../i18n/catalogue-translations';
import { useAddToCart } from '../catalog/components/use-add-to-cart';

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
 * (another remote) to take the offer with the booking, by `cart/itemAddRequested` on the bus.
 */
export function InstallationConfirmation({ booking, offer, checkId }: { booking: InstallationBookingSummary; offer: CatalogProduct; checkId: string }) {
  const { t } = useTranslation(CATALOGUE_NS);
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
      </Actions>
    </SuccessPanel>
  );
}
