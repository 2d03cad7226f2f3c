import { useTranslation } from 'react-i18next';
import { useLanguage } from '@atlas/runtime';
import { formatPrice } from '@atlas/ui-kit';
import { ROAMING_RATE_KINDS, type RoamingRates } from '@atlas/contracts/roaming';
import { CATALOGUE_NS } from '../../i18n/catalogue';
import styled from 'styled-components';
import { Table, TableFrame } from '../../components/data-table';
import '../../i18n/catalogue-roaming';

/** Two columns fit any screen: no minimum width. */
const RatesGrid = styled(Table)`
  min-width: 0;
`;

/** What each kind of use costs abroad, a row each, in MAD TTC. */
export function RatesTable({ rates, caption }: { rates: RoamingRates; caption: string }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  return (
    <TableFrame>
      <RatesGrid data-rates-table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('roaming.use')}</th>
            <th scope="col">{t('roaming.price')}</th>
          </tr>
        </thead>
        <tbody>
          {ROAMING_RATE_KINDS.map((kind) => (
            <tr key={kind} data-rate={kind}>
              <th scope="row">{t(`roaming.rates.${kind}`)}</th>
              <td>{t(`roaming.units.${kind}`, { price: formatPrice(rates[kind], language) })}</td>
            </tr>
          ))}
        </tbody>
      </RatesGrid>
    </TableFrame>
  );
}
