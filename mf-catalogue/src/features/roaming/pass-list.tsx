import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Price } from '@atlas/ui-kit';
import type { RoamingPass } from '@atlas/contracts/roaming';
import { CATALOGUE_NS } from '../../i18n/catalogue';
import { Card, CardFoot, CardGrid, OfferName } from '../../components/catalog-parts';
import '../../i18n/catalogue-roaming';

const Code = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  code {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.secondary.main};
  }
`;

/** The volume, big: what a traveller compares first. */
const Volume = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary.main};
`;

/** The data passes of a zone or a country: volume, validity, price TTC and the code that buys it. */
export function PassList({ passes }: { passes: RoamingPass[] }) {
  const { t } = useTranslation(CATALOGUE_NS);
  return (
    <CardGrid>
      {passes.map((pass) => (
        <li key={pass.id}>
          <Card data-pass-id={pass.id}>
            <Volume>
              {pass.volumeMb >= 1024 ? t('roaming.gigabytes', { count: pass.volumeMb / 1024 }) : t('roaming.megabytes', { count: pass.volumeMb })}
            </Volume>
            <OfferName as="h4">{pass.name}</OfferName>
            <CardFoot>
              <Price amount={pass.price} />
              <Code>
                {t('roaming.buyWith')} <code dir="ltr">{pass.ussdCode}</code>
              </Code>
            </CardFoot>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}
