import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { skipToken, toApiError, useAppDispatch, useErrorText, useLanguage, useSiteNavigate } from '@atlas/runtime';
import { BrowserBankBills, Button, Card, Chips, formatMdn, mdnInText, Page, Stack, toLocalMdn, useSession } from '@atlas/ui-kit';
import { FormField, mdnRule, validateWith } from '@atlas/forms';
import type { RechargeFavorite } from '@atlas/contracts/recharge';
import { RECHARGE_NS } from '../i18n/recharge';
import { RECHARGE_PATHS } from '../platform-remote';
import { rechargeApi, useRechargeFavoritesQuery, useRechargeProductsQuery } from './recharge-api';
import { persistRechargeType, restoreRechargeType, type PersistedRechargeType } from './recharge-storage';
import { useRechargeCart } from './use-recharge-cart';
import { productNameIn } from './offer-name';

const schema = object({ mdn: mdnRule() });

/** The text of a refusal of the number: payment-019 of a fixed or closed line is "not eligible for the selected recharge". */
function numberErrorText(errorText: (code: string) => string, error: unknown): string {
  const failure = toApiError(error);
  const details = (failure.data as { details?: Array<{ rule?: string }> } | null)?.details;
  const rule = details?.[0]?.rule;
  if (failure.code === 'payment-019' && (rule === 'fixed' || rule === 'closed')) return errorText('recharge_line_not_eligible');
  return errorText(failure.code);
}

export const productsPath = (mdn: string, type?: 'recharge' | 'pass') => `${RECHARGE_PATHS.products}?mdn=${mdn}${type ? `&type=${type}` : ''}`;

/** The customer's favourites (numbers recharged often), for the selected line; none for a visitor. */
function useFavorites(mdn: string | undefined): RechargeFavorite[] {
  return useRechargeFavoritesQuery(mdn ?? skipToken).currentData ?? NO_FAVORITES;
}

const NO_FAVORITES: RechargeFavorite[] = [];

/**
 * Repeat the last recharge in two taps: this button puts it back in a cart and opens the recap,
 * where the method chosen last is already selected.
 */
function RepeatLast({ last }: { last: PersistedRechargeType & { mdn: string; productId: string } }) {
  const { t } = useTranslation(RECHARGE_NS);
  const language = useLanguage();
  const navigate = useSiteNavigate();
  const errorText = useErrorText();
  const { add, busy, error } = useRechargeCart(last.mdn);
  const { currentData } = useRechargeProductsQuery(last.mdn);
  const named = currentData?.products.find((product) => product.id === last.productId)?.name;
  const name = named ? productNameIn(named, language) : null;
  if (!name) return null;
  return (
    <Card aria-labelledby="repeat-title" data-repeat>
      <h2 id="repeat-title">{t('number.repeatTitle')}</h2>
      <div>
        <Button
          variant="secondary"
          loading={busy}
          onClick={async () => {
            const cart = await add({ id: last.productId, productType: last.productType });
            if (cart) navigate(RECHARGE_PATHS.recap);
          }}
        >
          {t('number.repeat', { name, mdn: mdnInText(last.mdn) })}
        </Button>
      </div>
      {error && <p role="alert">{errorText(error)}</p>}
    </Card>
  );
}

/**
 * `recharge` (visitor, offline) and `pass-forfait`: the number to recharge. A signed-in customer
 * has the selected line filled in, their other lines and their favourites one tap away, and the
 * last recharge ready to repeat (the persisted recharge type, restored at start).
 */
export function NumberPage({ passes = false }: { passes?: boolean }) {
  const { t } = useTranslation(RECHARGE_NS);
  const errorText = useErrorText();
  const navigate = useSiteNavigate();
  const dispatch = useAppDispatch();
  const { isSignedIn, lines, selectedLine } = useSession();
  const favorites = useFavorites(isSignedIn ? selectedLine?.mdn : undefined);
  const [restored, setRestored] = useState<PersistedRechargeType | null>(null);
  useEffect(() => {
    let current = true;
    restoreRechargeType().then((value) => current && setRestored(value));
    return () => {
      current = false;
    };
  }, []);
  const type = passes ? 'pass' : restored?.productType;
  const go = (mdn: string) => {
    persistRechargeType({ ...(restored ?? { productType: 'recharge' }), ...(passes ? { productType: 'pass' } : {}), mdn });
    navigate(productsPath(mdn, type));
  };

  const submit = async ({ mdn }: { mdn?: string }) => {
    // Typed as customers do ("+212 6 61 23 45 01"), asked in the local form the spec uses.
    const number = toLocalMdn(mdn ?? '');
    try {
      // Read through the cache: the products page that follows shows them at once.
      const read = dispatch(rechargeApi.endpoints.rechargeProducts.initiate(number));
      try {
        await read.unwrap();
      } finally {
        read.unsubscribe();
      }
    } catch (error) {
      return { mdn: numberErrorText(errorText, error) };
    }
    go(number);
    return undefined;
  };

  const mobileLines = lines.filter((line) => line.kind === 'mobile');
  const others = favorites.filter((favorite) => !favorite.ownLine);
  const last = restored?.mdn && restored.productId ? (restored as PersistedRechargeType & { mdn: string; productId: string }) : null;

  return (
    <Page title={passes ? t('number.passesTitle') : t('number.title')} intro={passes ? t('number.passesIntro') : t('number.intro')} narrow>
      <Stack $gap="lg">
        {isSignedIn && last && <RepeatLast last={last} />}
        <Card>
          <Form<{ mdn?: string }> onSubmit={submit} validate={validateWith(schema)} initialValues={{ mdn: isSignedIn && selectedLine ? selectedLine.mdn : '' }}>
            {({ handleSubmit, submitting }) => (
              <form onSubmit={handleSubmit} noValidate data-form="recharge-number">
                <Stack $gap="md">
                  <FormField
                    name="mdn"
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    label={t('number.label')}
                    hint={t('number.hint')}
                    placeholder="06XXXXXXXX"
                    required
                    maxLength={20}
                    dir="ltr"
                  />
                  <div>
                    <Button type="submit" loading={submitting}>
                      {t('number.submit')}
                    </Button>
                  </div>
                </Stack>
              </form>
            )}
          </Form>
        </Card>
        {isSignedIn && mobileLines.length > 0 && (
          <Card aria-labelledby="lines-title">
            <h2 id="lines-title">{t('number.myLines')}</h2>
            <Chips>
              {mobileLines.map((line) => (
                <Button
                  key={line.mdn}
                  variant="secondary"
                  size="sm"
                  onClick={() => go(line.mdn)}
                  aria-label={t('number.rechargeLine', { mdn: mdnInText(line.mdn) })}
                >
                  <span dir="ltr">{formatMdn(line.mdn)}</span>
                </Button>
              ))}
            </Chips>
          </Card>
        )}
        {isSignedIn && others.length > 0 && (
          <Card aria-labelledby="favorites-title" data-favorites>
            <h2 id="favorites-title">{t('number.favorites')}</h2>
            <Chips>
              {others.map((favorite) => (
                <Button
                  key={favorite.mdn}
                  variant="secondary"
                  size="sm"
                  onClick={() => go(favorite.mdn)}
                  aria-label={t('number.rechargeLine', { mdn: mdnInText(favorite.mdn) })}
                >
                  <span dir="ltr">{formatMdn(favorite.mdn)}</span>
                </Button>
              ))}
            </Chips>
          </Card>
        )}
        <BrowserBankBills />
      </Stack>
    </Page>
  );
}
