import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorCodeOf, readState, skipToken, useErrorText, useLanguage, useSiteNavigate } from '@atlas/runtime';
import { Button, Card, EmptyState, ErrorState, formatMdn, Loading, Price, Skeleton, Stack } from '@atlas/ui-kit';
import { FormField, numberChoiceSchema, validateWith } from '@atlas/forms';
import { SHOP_ERROR_CODES, type NumberCategory } from '@atlas/contracts/shop';
import { ChoiceCards } from '../../components/choice-cards';
import { StepActions } from '../../components/step-actions';
import { stepRefusal } from '../../components/unpaid-refusal';
import { SHOP_NS } from '../../i18n/shop';
import { CATALOGUE_PATHS, SHOP_PATHS } from '../../platform-remote';
import { useCartChanges } from '../../components/use-cart-changes';
import { useAvailableNumbersQuery, useNumberCategoriesQuery } from '../../components/checkout-api';
import { draftFor, writeDraft } from '../../components/checkout-draft';
import { OfferStep } from './offer-step';
import { nextStepOf, stepUrl } from '../../components/funnels';

interface NumberValues {
  category?: string;
  contains?: string;
  mdn?: string;
}

type NumbersState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; numbers: string[] } | { status: 'error'; code: string };

const SearchRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  > :first-child {
    flex: 1 1 200px;
  }
`;

/** The numbers free in a category (and containing some digits), asked again on demand. */
function useAvailableNumbers(category: string | undefined, contains: string) {
  const result = useAvailableNumbersQuery(category ? { category, ...(contains ? { contains } : {}) } : skipToken, { refetchOnMountOrArgChange: true });
  const answer = readState(result);
  const state: NumbersState = !category
    ? { status: 'idle' }
    : result.isFetching || answer.status === 'loading'
      ? { status: 'loading' }
      : answer.status === 'error'
        ? { status: 'error', code: answer.code }
        : { status: 'ready', numbers: answer.data.numbers };
  return { state, refresh: answer.retry };
}

function categoryChoice(category: NumberCategory, language: 'fr' | 'ar' | 'en', free: string) {
  return {
    value: category.id,
    label: category.label[language],
    description: category.description[language],
    aside: category.price > 0 ? <Price amount={category.price} size="sm" /> : <span>{free}</span>,
  };
}

function NumberForm({ productId, chosen }: { productId: string; chosen?: { category: string; mdn: string } }) {
  const { t } = useTranslation(SHOP_NS);
  const language = useLanguage();
  const errorText = useErrorText();
  const navigate = useSiteNavigate();
  const cart = useCartChanges();
  const categories = readState(useNumberCategoriesQuery());

  const submit = async (values: NumberValues) => {
    const mdn = values.mdn!;
    const category = values.category!;
    try {
      // One plan per purchase: another plan in the cart gives way to this one.
      await cart.replace(
        { productType: 'offre-mobile', productId, quantity: 1 },
        (held) => held.productType === 'offre-mobile',
        (held) => held.productType === 'offre-mobile' && held.productId === productId,
      );
      const { item } = await cart.replace(
        { productType: 'choix-de-numeros', productId: category, quantity: 1, options: { mdn } },
        (held) => held.productType === 'choix-de-numeros',
        (held) => held.productType === 'choix-de-numeros' && held.options?.mdn === mdn,
      );
      writeDraft({ ...draftFor('plan', productId), portability: undefined, number: { category, mdn, ...(item ? { itemId: item.itemId } : {}) } });
      navigate(stepUrl(nextStepOf('plan', 'number').path, productId));
      return undefined;
    } catch (error) {
      return stepRefusal(errorCodeOf(error), errorText);
    }
  };

  if (categories.status === 'loading') return <Skeleton variant="rect" height={200} />;
  if (categories.status === 'error') return <ErrorState code={categories.code} onRetry={categories.retry} />;
  const choices = categories.data.map((item) => categoryChoice(item, language, t('number.free')));
  return (
    <Form<NumberValues>
      onSubmit={submit}
      validate={validateWith<NumberValues>(numberChoiceSchema)}
      initialValues={chosen ?? { category: categories.data[0]?.id }}
    >
      {({ handleSubmit, submitError, form, values }) => (
        <NumberFormBody
          onSubmit={handleSubmit}
          submitError={submitError as string | undefined}
          categories={choices}
          category={values.category}
          contains={values.contains}
          onCategory={() => form.change('mdn', undefined)}
          chosen={chosen && chosen.category === values.category ? chosen.mdn : undefined}
        />
      )}
    </Form>
  );
}

interface NumberFormBodyProps {
  onSubmit: () => void;
  submitError?: string;
  categories: ReturnType<typeof categoryChoice>[];
  category: string | undefined;
  contains: string | undefined;
  onCategory: () => void;
  /** The number this cart already reserved: not in the free list, but still the customer's. */
  chosen?: string;
}

function NumberFormBody({ onSubmit, submitError, categories, category, contains, onCategory, chosen }: NumberFormBodyProps) {
  const { t } = useTranslation(SHOP_NS);
  const errorText = useErrorText();
  const [searched, setSearched] = useState('');
  const numbers = useAvailableNumbers(category, searched);
  const { refresh } = numbers;
  // A number taken meanwhile: the list is asked again.
  useEffect(() => {
    if (submitError) refresh();
  }, [submitError, refresh]);
  const search = () => {
    const digits = (contains ?? '').replace(/\D/g, '');
    if (digits === searched) numbers.refresh();
    else setSearched(digits);
  };
  const listed = numbers.state.status === 'ready' ? [...new Set([...(chosen ? [chosen] : []), ...numbers.state.numbers])] : [];
  const none =
    (numbers.state.status === 'ready' && listed.length === 0) ||
    (numbers.state.status === 'error' && numbers.state.code === SHOP_ERROR_CODES.noNumberAvailable);
  return (
    <form onSubmit={onSubmit} noValidate data-step="number">
      <Stack $gap="lg">
        <ChoiceCards name="category" legend={t('number.category')} choices={categories} required onChanged={onCategory} />
        <Card aria-labelledby="number-list-title">
          <h2 id="number-list-title">{t('number.available')}</h2>
          <SearchRow>
            <FormField name="contains" label={t('number.contains')} hint={t('number.containsHint')} inputMode="numeric" maxLength={8} autoComplete="off" />
            <Button variant="secondary" onClick={search}>
              {t('number.search')}
            </Button>
          </SearchRow>
          {numbers.state.status === 'loading' && (
            <Loading label={t('number.loading')}>
              <Skeleton variant="rect" height={120} />
            </Loading>
          )}
          {numbers.state.status === 'error' && !none && <ErrorState headingLevel={3} code={numbers.state.code} onRetry={numbers.refresh} />}
          {none && <EmptyState headingLevel={3} title={errorText('noNumberAvailable')} description={t('number.noneHint')} />}
          {listed.length > 0 && (
            <>
              <ChoiceCards
                name="mdn"
                legend={t('number.pick')}
                required
                compact
                choices={listed.map((mdn) => ({ value: mdn, label: <span dir="ltr">{formatMdn(mdn)}</span> }))}
              />
              <div>
                <Button variant="ghost" onClick={numbers.refresh}>
                  {t('number.more')}
                </Button>
              </div>
            </>
          )}
        </Card>
        <StepActions />
      </Stack>
    </form>
  );
}

/** achat/offre-mobile/choix-numero?productId=: the plan's new number, or the way to keep one's own. */
export function NumberStepPage() {
  const { t } = useTranslation(SHOP_NS);
  return (
    <OfferStep
      funnel="plan"
      step="number"
      title={t('number.title')}
      intro={t('number.intro')}
      other={{ text: t('number.keepYours'), link: t('number.keepYoursLink'), path: SHOP_PATHS.planPortability }}
      catalogue={{ path: CATALOGUE_PATHS.plans, label: t('checkout.seePlans') }}
    >
      {(productId, draft) => <NumberForm productId={productId} chosen={draft?.number} />}
    </OfferStep>
  );
}
