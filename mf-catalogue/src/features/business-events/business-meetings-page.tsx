import { useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { type Language } from '@atlas/contracts';
import { atlasApi, readState, useLanguage } from '@atlas/runtime';
import { Container, EmptyState, ErrorState, Loading, media, Skeleton } from '@atlas/ui-kit';
import { businessEventSchema, FormField, FormSelect } from '@atlas/forms';
import { BUSINESS_EVENT_MAX_ATTENDEES, type BusinessEvent } from '@atlas/contracts/business-events';
import { CATALOGUE_NS } from '../../i18n/catalogue';
import { Card, CardFoot, CardGrid, OfferName, Tag, Tags } from '../../components/catalog-parts';
import { CtaButton } from '../../components/cta-button';
import { PublicForm } from '../../components/public-form';
import '../../i18n/catalogue-business-events';

const businessEventsApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    /** Seats move with each registration; the API keeps the list a minute. */
    businessEvents: build.query<BusinessEvent[], Language>({
      query: (language) => ({ url: '/api/v1/ms-content/business-events', params: { language } }),
      keepUnusedDataFor: 60,
    }),
  }),
});

const LOCALES: Record<Language, string> = { fr: 'fr-MA', ar: 'ar-MA', en: 'en-GB' };

const Band = styled.section`
  padding: ${({ theme }) => theme.space.xl} 0;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    margin-bottom: ${({ theme }) => theme.space.md};
    &:focus {
      outline: none;
    }
  }
`;

const When = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary.dark};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const FormBox = styled.div`
  max-width: 720px;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.subtle};
  ${media.up('md')} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

function EventCard({ event, language, onRegister }: { event: BusinessEvent; language: Language; onRegister: (id: string) => void }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const day = new Intl.DateTimeFormat(`${LOCALES[language]}-u-nu-latn`, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'Africa/Casablanca',
  }).format(new Date(event.startsAt));
  const hours = new Intl.DateTimeFormat(`${LOCALES[language]}-u-nu-latn`, { hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Casablanca' });
  const full = event.seatsLeft === 0;
  return (
    <Card data-event-id={event.id}>
      <Tags>
        <Tag $tone="primary">{t(`businessEvents.formats.${event.format}`)}</Tag>
        <Tag>{event.city}</Tag>
      </Tags>
      <OfferName as="h3">{event.title}</OfferName>
      <When>
        <time dateTime={event.startsAt}>{day}</time>
        {t('businessEvents.separator')}
        {t('businessEvents.hours', { start: hours.format(new Date(event.startsAt)), end: hours.format(new Date(event.endsAt)) })}
      </When>
      <p>
        <strong>{event.theme}</strong>
      </p>
      <p>{event.summary}</p>
      <CardFoot>
        <Muted>{event.venue}</Muted>
        <Muted>{full ? t('businessEvents.full') : t('businessEvents.seatsLeft', { count: event.seatsLeft })}</Muted>
        {!full && (
          <CtaButton variant="secondary" onClick={() => onRegister(event.id)} aria-label={t('businessEvents.registerFor', { title: event.title })}>
            {t('businessEvents.register')}
          </CtaButton>
        )}
      </CardFoot>
    </Card>
  );
}

function RegistrationForm({ events, chosen }: { events: BusinessEvent[]; chosen: string }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const id = useId();
  const initialValues = useMemo(() => ({ eventId: chosen, attendees: '1' }), [chosen]);
  return (
    <PublicForm<Record<string, unknown>> path="business-event" schema={businessEventSchema} sentTitle={t('businessEvents.sent')} initialValues={initialValues}>
      <FormSelect
        id={`${id}-event`}
        name="eventId"
        label={t('businessEvents.event')}
        required
        options={events.filter((event) => event.seatsLeft > 0).map((event) => ({ value: event.id, label: `${event.title} — ${event.city}` }))}
      />
      <Pair>
        <FormField id={`${id}-name`} name="fullName" label={t('businessEvents.fullName')} required autoComplete="name" maxLength={80} />
        <FormField id={`${id}-job`} name="jobTitle" label={t('businessEvents.jobTitle')} autoComplete="organization-title" maxLength={80} />
      </Pair>
      <FormField id={`${id}-company`} name="company" label={t('businessEvents.company')} required autoComplete="organization" maxLength={120} />
      <Pair>
        <FormField id={`${id}-email`} name="email" type="email" label={t('businessEvents.email')} required autoComplete="email" />
        <FormField
          id={`${id}-phone`}
          name="phone"
          type="tel"
          label={t('businessEvents.phone')}
          required
          autoComplete="tel-national"
          placeholder="0612345678"
          inputMode="tel"
        />
      </Pair>
      <FormSelect
        id={`${id}-attendees`}
        name="attendees"
        label={t('businessEvents.attendees')}
        required
        options={Array.from({ length: BUSINESS_EVENT_MAX_ATTENDEES }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }))}
      />
    </PublicForm>
  );
}

/** The business meetings' calendar to come and the registration, under their content page. */
export function BusinessMeetingsCalendar() {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  const answer = readState(businessEventsApi.useBusinessEventsQuery(language));
  const [chosen, setChosen] = useState('');
  const formHeading = useRef<HTMLHeadingElement>(null);
  const register = (eventId: string) => {
    setChosen(eventId);
    formHeading.current?.scrollIntoView?.({ block: 'start' });
    formHeading.current?.focus();
  };
  return (
    <>
      <Band aria-labelledby="business-events-title">
        <Container>
          <h2 id="business-events-title">{t('businessEvents.upcoming')}</h2>
          {answer.status === 'loading' && (
            <Loading label={t('businessEvents.loading')}>
              <Skeleton variant="rect" height={280} />
            </Loading>
          )}
          {answer.status === 'error' && <ErrorState title={t('businessEvents.loadError')} code={answer.code} onRetry={answer.retry} />}
          {answer.status === 'ready' && answer.data.length === 0 && <EmptyState title={t('businessEvents.none')} description={t('businessEvents.noneBody')} />}
          {answer.status === 'ready' && answer.data.length > 0 && (
            <CardGrid>
              {answer.data.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} language={language} onRegister={register} />
                </li>
              ))}
            </CardGrid>
          )}
        </Container>
      </Band>
      {answer.status === 'ready' && answer.data.some((event) => event.seatsLeft > 0) && (
        <Band aria-labelledby="business-events-form-title">
          <Container>
            <h2 id="business-events-form-title" ref={formHeading} tabIndex={-1}>
              {t('businessEvents.formTitle')}
            </h2>
            <FormBox>
              <RegistrationForm key={chosen} events={answer.data} chosen={chosen} />
            </FormBox>
          </Container>
        </Band>
      )}
    </>
  );
}
