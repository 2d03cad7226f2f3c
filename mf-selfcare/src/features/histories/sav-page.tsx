import { FORM_ERROR } from 'final-form';
import { useId, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { object, string } from 'yup';
import { type FaqTopic, type Language } from '@atlas/contracts';
import { api, atlasApi, FAQ_LINKS_KEEP_S, FAQ_LINKS_KEY, keptAcrossReloads, readState, toApiError, useErrorText } from '@atlas/runtime';
import { Button, SiteLink, Stack, useSession } from '@atlas/ui-kit';
import { FormField, FormSelect, message, validateWith } from '@atlas/forms';
import type { FormReceipt } from '@atlas/contracts/forms';
import { SAV_TOPICS, type SavRequest } from '@atlas/contracts/histories';
import { Card } from '../../components/selfcare-page';
import { HISTORIES_NS } from '../../i18n/selfcare-histories';
import { lineInText } from './histories-api';

const SUPPORT_NUMBER = '220';

const savApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    /** The FAQ topics of a link; the spec keeps FAQ links 300 s, across reloads. */
    faqLink: build.query<FaqTopic[], { language: Language; link: string }>({
      queryFn: keptAcrossReloads<FaqTopic[], { language: Language; link: string }>(FAQ_LINKS_KEY, FAQ_LINKS_KEEP_S, (params) => ({
        url: '/api/v1/ms-content/faq',
        params,
      })),
      keepUnusedDataFor: FAQ_LINKS_KEEP_S,
    }),
  }),
});

/** The FAQ topic that answers the page the customer came from. */
export function faqLinkFor(fromPage: string | null): string {
  const page = (fromPage ?? '').toLowerCase();
  if (/recharge/.test(page)) return 'recharge';
  if (/facture|invoice|paiement-fatourati/.test(page)) return 'facture';
  if (/roaming/.test(page)) return 'roaming';
  if (/portabilite/.test(page)) return 'portabilite';
  if (/internet|fibre|adsl|idar|dashboard/.test(page)) return 'internet-maison';
  return 'all';
}

const N = HISTORIES_NS;
export const savSchema = object({
  topic: string()
    .required(message(`${N}:sav.topicRequired`))
    .oneOf([...SAV_TOPICS], message(`${N}:sav.topicRequired`)),
  message: string()
    .trim()
    .required(message(`${N}:sav.messageRequired`))
    .min(10, message(`${N}:sav.messageTooShort`, { min: 10 }))
    .max(1000, message(`${N}:sav.messageTooLong`, { max: 1000 })),
});

const Channels = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border.subtle};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  strong {
    display: block;
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  @media (min-width: 900px) {
    grid-template-columns: 3fr 2fr;
  }
  details {
    padding: 8px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
  }
  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

function MatchedFaq({ language, link }: { language: Language; link: string }) {
  const { t } = useTranslation(HISTORIES_NS);
  const faq = readState(savApi.useFaqLinkQuery({ language, link }));
  const questions = (faq.data ?? []).flatMap((topic) => topic.questions).slice(0, 5);
  return (
    <Card aria-labelledby="sav-faq" data-faq-link={link}>
      <h2 id="sav-faq">{t('sav.faqTitle')}</h2>
      {faq.status === 'loading' && <p role="status">…</p>}
      {questions.map((question) => (
        <details key={question.id}>
          <summary>{question.question}</summary>
          <p>{question.answer}</p>
        </details>
      ))}
      <p>
        <SiteLink to={`/faq${link === 'all' ? '' : `?link=${link}`}`}>{t('sav.allFaq')}</SiteLink>
      </p>
    </Card>
  );
}

/**
 * The after-sales content: the support channels, a request followed with its reference, and the FAQ
 * of the page the customer came from (`?from=`). A component of its own, so the assistance/sav page
 * of the line services can hold it.
 */
export function SavContent({ language }: { language: Language }) {
  const { t } = useTranslation(HISTORIES_NS);
  const errorText = useErrorText();
  const { selectedLine } = useSession();
  const [params] = useSearchParams();
  const fromPage = params.get('from');
  const id = useId();
  const idempotencyKey = useRef(crypto.randomUUID());
  const [reference, setReference] = useState<string | null>(null);

  const submit = async (values: SavRequest) => {
    try {
      const body: SavRequest = {
        topic: values.topic,
        message: values.message.trim(),
        ...(fromPage && /^\/[A-Za-z0-9/_-]*$/.test(fromPage) ? { fromPage } : {}),
      };
      const receipt = await api.post<FormReceipt>('/api/ms-client/v1/sav-request', body, {
        authorized: true,
        headers: { 'Idempotency-Key': idempotencyKey.current },
      });
      idempotencyKey.current = crypto.randomUUID();
      setReference(receipt.reference);
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: errorText(toApiError(error).code) };
    }
  };

  return (
    <>
      <Channels aria-label={t('sav.channels')}>
        <li>
          <strong>{t('sav.phone')}</strong>
          <a href={`tel:${SUPPORT_NUMBER}`} dir="ltr">
            {SUPPORT_NUMBER}
          </a>{' '}
          · {t('sav.phoneHint')}
        </li>
        <li>
          <strong>{t('sav.agencies')}</strong>
          <SiteLink to="/nos-agences">{t('sav.agenciesLink')}</SiteLink>
        </li>
        <li>
          <strong>{t('sav.contact')}</strong>
          <SiteLink to="/nous-contacter">{t('sav.contactLink')}</SiteLink>
        </li>
      </Channels>
      <Layout>
        <Card aria-labelledby={`${id}-form`}>
          <h2 id={`${id}-form`}>{t('sav.formTitle')}</h2>
          {reference ? (
            <Stack role="status" data-sav-sent>
              <p>{t('sav.sent', { reference })}</p>
              <div>
                <Button variant="secondary" onClick={() => setReference(null)}>
                  {t('sav.another')}
                </Button>
              </div>
            </Stack>
          ) : (
            <Form<SavRequest> onSubmit={submit} validate={validateWith<SavRequest>(savSchema)}>
              {({ handleSubmit, submitting, submitError }) => (
                <form onSubmit={handleSubmit} noValidate data-form="sav">
                  <Stack $gap="md">
                    {selectedLine && <p>{t('sav.line', { number: lineInText(selectedLine.mdn) })}</p>}
                    <FormSelect
                      id={`${id}-topic`}
                      name="topic"
                      label={t('sav.topic')}
                      required
                      options={SAV_TOPICS.map((topic) => ({ value: topic, label: t(`sav.topics.${topic}`) }))}
                    />
                    <FormField
                      id={`${id}-message`}
                      name="message"
                      label={t('sav.message')}
                      hint={t('sav.messageHint')}
                      required
                      multiline
                      rows={5}
                      maxLength={1000}
                    />
                    {submitError && <p role="alert">{String(submitError)}</p>}
                    <div>
                      <Button type="submit" loading={submitting}>
                        {t('sav.send')}
                      </Button>
                    </div>
                  </Stack>
                </form>
              )}
            </Form>
          )}
        </Card>
        <MatchedFaq language={language} link={faqLinkFor(fromPage)} />
      </Layout>
    </>
  );
}
