import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { type Language } from '@atlas/contracts';
import { readState, useLanguage } from '@atlas/runtime';
import { Container, ErrorState, Loading, media, Section, Skeleton, VisuallyHidden } from '@atlas/ui-kit';
import { STAR_PROMOTION_ID, type Promotion } from '@atlas/contracts/promotions';
import { CATALOGUE_NS } from '../../i18n/catalogue';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { CtaButton } from '../../components/cta-button';
import { CheckIcon } from '../../components/icons';
import { ResponsiveImage } from '../../components/responsive-image';
import { onClientClock, usePromotionQuery } from './promotion-api';
import { PromotionCountdown } from './promotion-countdown';
import '../../i18n/catalogue-promotions';

const Hero = styled.header`
  background: ${({ theme }) => theme.colors.primary.light};
  padding: ${({ theme }) => theme.space.lg} 0;
  ${media.up('md')} {
    padding: ${({ theme }) => theme.space.xxl} 0;
  }
`;

const HeroLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  ${media.up('md')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const HeroText = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: 1.2;
    color: ${({ theme }) => theme.colors.secondary.main};
    ${media.up('md')} {
      font-size: ${({ theme }) => theme.fontSizes.xxxl};
    }
    &:focus {
      outline: none;
    }
  }
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Dates = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Ended = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.danger.main};
  background: ${({ theme }) => theme.colors.background.raised};
  strong {
    color: ${({ theme }) => theme.colors.danger.main};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Highlights = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: flex-start;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  svg {
    color: ${({ theme }) => theme.colors.success.main};
    margin-top: 3px;
  }
`;

const Description = styled.p`
  max-width: 75ch;
`;

const Terms = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-inline-start: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const LOCALES: Record<Language, string> = { fr: 'fr-MA', ar: 'ar-MA', en: 'en-GB' };

/** "16 novembre 2026" and "17 décembre 2026 à 23:59", Moroccan time. */
function useDateFormats(language: Language) {
  return useMemo(() => {
    const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Casablanca' } as const;
    return {
      day: new Intl.DateTimeFormat(`${LOCALES[language]}-u-nu-latn`, options),
      dayAndTime: new Intl.DateTimeFormat(`${LOCALES[language]}-u-nu-latn`, { ...options, hour: '2-digit', minute: '2-digit' }),
    };
  }, [language]);
}

function PromotionView({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation(CATALOGUE_NS);
  // Shown as soon as it arrives (the answer is never cached): now is when the server's clock was read.
  const [receivedAt] = useState(() => Date.now());
  const language = useLanguage();
  const dates = useDateFormats(language);
  // The server says where the offer stands; the countdown moves it on while the page stays open.
  const [status, setStatus] = useState(promotion.status);
  useEffect(() => setStatus(promotion.status), [promotion.status]);
  const endsAt = onClientClock(promotion.endsAt, promotion.serverTime, receivedAt);
  const startsAt = onClientClock(promotion.startsAt, promotion.serverTime, receivedAt);

  useEffect(() => {
    document.title = `${promotion.title} | ${t('brand')}`;
  }, [promotion.title, t]);

  return (
    <div data-promotion={promotion.id} data-promotion-status={status}>
      <Hero>
        <Container>
          <HeroLayout>
            <HeroText>
              <Breadcrumbs trail={[{ label: t('contentPages.home'), path: '/' }, { label: promotion.title }]} />
              <h1 tabIndex={-1}>{promotion.title}</h1>
              <Lead>{promotion.subtitle}</Lead>
              <Dates>
                {t('promotions.period', { start: dates.day.format(new Date(promotion.startsAt)), end: dates.dayAndTime.format(new Date(promotion.endsAt)) })}
              </Dates>
              {status === 'running' && <PromotionCountdown key="end" deadline={endsAt} label={t('promotions.endsIn')} onEnd={() => setStatus('ended')} />}
              {status === 'upcoming' && (
                <PromotionCountdown key="start" deadline={startsAt} label={t('promotions.startsIn')} onEnd={() => setStatus('running')} />
              )}
              {status === 'ended' && (
                <Ended role="status" data-promotion-ended>
                  <strong>{t('promotions.ended')}</strong>
                  <p>{t('promotions.endedBody')}</p>
                </Ended>
              )}
              <Actions>
                {status === 'ended' ? (
                  <CtaButton to="/catalogue-smartphones" size="lg">
                    {t('promotions.seeCatalogue')}
                  </CtaButton>
                ) : (
                  <>
                    <CtaButton to={promotion.cta.link} size="lg">
                      {promotion.cta.label}
                    </CtaButton>
                    {promotion.secondaryCta && (
                      <CtaButton to={promotion.secondaryCta.link} size="lg" variant="secondary">
                        {promotion.secondaryCta.label}
                      </CtaButton>
                    )}
                  </>
                )}
              </Actions>
            </HeroText>
            {promotion.image && (
              <ResponsiveImage image={promotion.image} width={1200} height={800} sizes="(min-width: 900px) 40vw, 100vw" priority fit="contain" />
            )}
          </HeroLayout>
        </Container>
      </Hero>
      <Section title={t('promotions.details')}>
        <Highlights>
          {promotion.highlights.map((line) => (
            <li key={line}>
              <CheckIcon />
              {line}
            </li>
          ))}
        </Highlights>
        <Description>{promotion.description}</Description>
      </Section>
      <Section title={t('promotions.terms')} tone="subtle">
        <Terms>
          {promotion.terms.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Terms>
      </Section>
    </div>
  );
}

/** /promo-etoile (the star promo) and /promo-etoile/:promotionId: an offer and the countdown to its end. */
export function PromotionPage() {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  const { promotionId = STAR_PROMOTION_ID } = useParams();
  const answer = readState(usePromotionQuery({ id: promotionId, language }));
  if (answer.status === 'ready') return <PromotionView key={answer.data.serverTime} promotion={answer.data} />;
  return (
    <Container data-page="promotion">
      <VisuallyHidden as="h1">{t('promotions.title')}</VisuallyHidden>
      {answer.status === 'loading' ? (
        <Loading label={t('loadingPage')}>
          <Skeleton variant="rect" height={360} />
        </Loading>
      ) : (
        <ErrorState
          title={answer.code === 'promotion-001' ? t('promotions.unknown') : t('error.title')}
          code={answer.code}
          onRetry={answer.code === 'promotion-001' ? undefined : answer.retry}
        />
      )}
    </Container>
  );
}
