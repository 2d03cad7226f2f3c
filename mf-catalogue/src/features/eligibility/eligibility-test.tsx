import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { readState, skipToken, toApiError, useErrorText } from '@atlas/runtime';
import { Button, ErrorState, FormAlert, Loading, Skeleton, useGeolocation } from '@atlas/ui-kit';
import type { CatalogProduct, CatalogSegment } from '@atlas/contracts/catalog';
import type { EligibilityCheck, EligibilityCheckRequest, Technology } from '@atlas/contracts/eligibility';
import { CATALOGUE_NS } from '../../i18n/catalogue';
import { AddressSearch, type AddressTarget } from './address-search';
import { runEligibilityCheck, useEligibilityCheckQuery } from './eligibility-api';
import { EligibilityOutcome } from './eligibility-outcome';
import '../../i18n/catalogue-eligibility';

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.subtle};
  scroll-margin-top: ${({ theme }) => theme.space.md};
  > h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.secondary.main};
    &:focus {
      outline: none;
    }
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Locate = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
`;

const Or = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
  }
`;

const Failure = styled(FormAlert)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface EligibilityTestProps {
  technology: Technology;
  segment?: CatalogSegment;
  title: string;
  /** The section's id: `?selected=<id>` scrolls to it. */
  id?: string;
  /** The test to show (from the URL), so a reload or a way back finds the outcome again. */
  checkId: string | null;
  onCheckIdChange: (checkId: string | null) => void;
  offerAction: (offer: CatalogProduct, check: EligibilityCheck) => ReactNode;
  highlightedOfferId?: string | null;
  /** What comes with an outcome, after the verdict (the business call-back form). */
  children?: (check: EligibilityCheck) => ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The eligibility test: locate me (the browser's position) or an address from the list, then the
 * outcome with the offers that fit or the others, and "redo". The outcome keeps its test id in the
 * page's URL (onCheckIdChange), and a page opened with one shows it again.
 */
export function EligibilityTest({
  technology,
  segment = 'consumer',
  title,
  id,
  checkId,
  onCheckIdChange,
  offerAction,
  highlightedOfferId,
  children,
  headingRef,
}: EligibilityTestProps) {
  const { t } = useTranslation(CATALOGUE_NS);
  const errorText = useErrorText();
  const headingId = useId();
  const outcomeHeading = useRef<HTMLHeadingElement>(null);
  const { state: location, locate, reset: resetLocation } = useGeolocation();
  const [check, setCheck] = useState<EligibilityCheck | null>(null);
  const [testing, setTesting] = useState(false);
  const [failure, setFailure] = useState<{ code: string; retry: () => void } | null>(null);
  const changeCheckId = useRef(onCheckIdChange);
  changeCheckId.current = onCheckIdChange;

  const run = useCallback(
    async (request: Omit<EligibilityCheckRequest, 'technology' | 'segment'>) => {
      setTesting(true);
      setFailure(null);
      try {
        const answer = await runEligibilityCheck({ technology, segment, ...request });
        setCheck(answer);
        changeCheckId.current(answer.checkId);
      } catch (error) {
        setFailure({ code: toApiError(error).code, retry: () => void run(request) });
      } finally {
        setTesting(false);
      }
    },
    [technology, segment],
  );

  // A test opened from the URL (reload, way back from the offer page), unless this page just ran it.
  const ranHere = check !== null && check.checkId === checkId;
  const restore = readState(useEligibilityCheckQuery(checkId && !ranHere ? checkId : skipToken));
  // The test left the URL (a link to the bare page): its outcome goes too.
  useEffect(() => {
    if (!checkId) setCheck(null);
  }, [checkId]);

  useEffect(() => {
    if (location.status === 'located') void run({ position: { latitude: location.latitude, longitude: location.longitude } });
  }, [location, run]);

  // Keyboard and screen-reader users land on the verdict.
  const shown = check && (!checkId || check.checkId === checkId) ? check : checkId && restore.status === 'ready' ? restore.data : null;
  useEffect(() => {
    if (shown) outcomeHeading.current?.focus();
  }, [shown]);

  const test = (target: AddressTarget) =>
    void run(
      target.kind === 'building'
        ? { buildingId: target.address.buildingId }
        : { addressText: target.text, ...(target.cityId ? { cityId: target.cityId } : {}) },
    );

  const redo = () => {
    setCheck(null);
    setFailure(null);
    resetLocation();
    changeCheckId.current(null);
  };

  const locationProblem = location.status === 'denied' || location.status === 'unavailable' || location.status === 'timeout' ? location.status : null;

  return (
    <Root id={id} aria-labelledby={headingId} data-eligibility-test={technology}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {shown ? (
        <EligibilityOutcome
          check={shown}
          offerAction={(offer) => offerAction(offer, shown)}
          highlightedOfferId={highlightedOfferId}
          onRedo={redo}
          headingRef={outcomeHeading}
        >
          {children?.(shown)}
        </EligibilityOutcome>
      ) : checkId && restore.status === 'loading' ? (
        <Loading label={t('eligibility.testing')}>
          <Skeleton lines={4} />
        </Loading>
      ) : checkId && restore.status === 'error' ? (
        <ErrorState title={t('eligibility.outcome.loadError')} code={restore.code} onRetry={restore.retry} headingLevel={3} />
      ) : (
        <>
          <Muted>{t('eligibility.intro')}</Muted>
          <Locate>
            <Button variant="secondary" onClick={locate} loading={location.status === 'locating' || (testing && location.status === 'located')}>
              <span aria-hidden="true">⌖</span> {t('eligibility.locate')}
            </Button>
            <Muted role="status">
              {location.status === 'locating'
                ? t('eligibility.locating')
                : locationProblem
                  ? t(`eligibility.geolocation.${locationProblem}`)
                  : t('eligibility.locateHint')}
            </Muted>
          </Locate>
          <Or>{t('eligibility.or')}</Or>
          <AddressSearch onTest={test} testing={testing && location.status !== 'located'} />
          {failure && (
            <Failure as="div" role="alert">
              <span>
                {t('eligibility.checkError')} {errorText(failure.code)}
              </span>
              <Button variant="secondary" size="sm" onClick={failure.retry}>
                {t('eligibility.retry')}
              </Button>
            </Failure>
          )}
        </>
      )}
    </Root>
  );
}
