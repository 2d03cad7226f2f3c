import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Language, UserLine } from '@atlas/contracts';
import type { Invoice } from '@atlas/contracts/billing';
import { offerNameIn } from '@atlas/contracts/catalog';
import type { RechargeFavorite } from '@atlas/contracts/recharge';
import { Button, formatDay, formatMdn, formatPrice, VisuallyHidden } from '@atlas/ui-kit';
import { Card, CardRow, CardTitle } from '../../components/selfcare-page';
import { useSelfcarePath } from '../../components/use-selfcare-path';
import { repeatRechargePath, takesRecharges } from '../../components/recharge-links';
import { useShownLine } from '../../components/shown-line';
import { SELFCARE_NS } from '../../i18n/selfcare';
import { useHomeInvoicesQuery, useHomeRechargeFavoritesQuery } from './home-api';

/** Favourites offered as repeats on the dashboard, most recharged first. */
const REPEATS_SHOWN = 3;

const Repeats = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    flex-direction: column;
    align-items: flex-start;
    height: auto;
    min-height: 56px;
    padding-block: 6px;
    text-align: start;
  }
  small {
    font-weight: normal;
  }
`;

const Due = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.primary.main};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Overdue = styled.span`
  display: inline-block;
  margin-inline-start: ${({ theme }) => theme.space.xs};
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger.light};
  color: ${({ theme }) => theme.colors.danger.main};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  vertical-align: middle;
`;

/** A recharge product named by the one naming rule. */
const nameIn = (name: { fr: string; ar: string; en: string }, language: Language) =>
  offerNameIn({ offer_name_fr: name.fr, offer_name_ar: name.ar, offer_name_en: name.en }, language);

/** The favourites (numbers the customer recharged, with the last product bought), each repeated in one tap. */
function RechargeRepeats({ line, language }: { line: UserLine; language: Language }) {
  const { t } = useTranslation(SELFCARE_NS);
  const favorites = useHomeRechargeFavoritesQuery(line.mdn).currentData ?? [];
  const repeats = favorites
    .filter((favorite): favorite is RechargeFavorite & { lastProduct: NonNullable<RechargeFavorite['lastProduct']> } => !!favorite.lastProduct)
    .slice(0, REPEATS_SHOWN);
  if (repeats.length === 0) return null;
  return (
    <Card aria-labelledby="home-repeats" data-recharge-repeats>
      <CardTitle id="home-repeats">{t('home.repeatTitle')}</CardTitle>
      <Repeats>
        {repeats.map((favorite) => {
          const product = favorite.lastProduct;
          const name = nameIn(product.name, language);
          return (
            <li key={favorite.mdn}>
              <Button variant="secondary" to={repeatRechargePath(favorite.mdn, product)} data-repeat={favorite.mdn}>
                {/* Named by what it shows, then what it does (WCAG 2.5.3: a voice user says what they see). */}
                <span>
                  {name} · {formatPrice(product.price, language)}
                </span>
                <small dir="ltr">{formatMdn(favorite.mdn)}</small>
                <VisuallyHidden>{t('home.repeatAgain')}</VisuallyHidden>
              </Button>
            </li>
          );
        })}
      </Repeats>
    </Card>
  );
}

/** What the customer owes on a postpaid or fixed line: the amount, the first due date, late or not, and "Payer". */
function AmountDue({ line, language }: { line: UserLine; language: Language }) {
  const { t } = useTranslation(SELFCARE_NS);
  const path = useSelfcarePath();
  const read = useHomeInvoicesQuery(line.mdn);
  const invoices = read.currentData?.invoices;
  if (!invoices) return null;
  const unpaid = invoices.filter((invoice: Invoice) => invoice.status === 'unpaid');
  const total = unpaid.reduce((sum, invoice) => sum + invoice.amount, 0);
  const first = [...unpaid].sort((a, b) => a.dueAt.localeCompare(b.dueAt))[0];
  const overdue = unpaid.some((invoice) => invoice.overdue);
  return (
    <Card aria-labelledby="home-due" data-amount-due={total} data-overdue={overdue}>
      <CardTitle id="home-due">{t('home.dueTitle')}</CardTitle>
      {unpaid.length === 0 ? (
        <CardRow>
          <p>{t('home.nothingDue')}</p>
          <Button variant="secondary" to={path('mes-factures')}>
            {t('home.invoices')}
          </Button>
        </CardRow>
      ) : (
        <CardRow>
          <div>
            <Due>
              {formatPrice(total, language)}
              {overdue && <Overdue data-overdue-mark>{t('home.overdue')}</Overdue>}
            </Due>
            <p>
              {t('home.invoiceCount', { count: unpaid.length })}
              {first &&
                ` · ${t(first.overdue ? 'home.dueSince' : 'home.dueOn', { date: formatDay(first.dueAt.slice(0, 10), language, { day: 'numeric', month: 'long', year: 'numeric' }) })}`}
            </p>
          </div>
          <Button to={path('mes-factures')} data-pay-invoices>
            {t('home.pay')}
          </Button>
        </CardRow>
      )}
    </Card>
  );
}

/**
 * The dashboard's home cards for the selected line, loaded once the balances are drawn (a chunk of
 * its own, so the dashboard's first screen waits for none of it): a billed line's amount due, a
 * recharged line's one-tap repeats.
 */
export default function HomeCards({ language }: { language: Language }) {
  const { selectedUserLine } = useShownLine();
  if (!selectedUserLine) return null;
  return (
    <>
      {/* A cameleon line has both: recharges and an invoice. */}
      {selectedUserLine.segment !== 'prepaid' && <AmountDue key={`due-${selectedUserLine.mdn}`} line={selectedUserLine} language={language} />}
      {takesRecharges(selectedUserLine) && <RechargeRepeats key={`repeat-${selectedUserLine.mdn}`} line={selectedUserLine} language={language} />}
    </>
  );
}
