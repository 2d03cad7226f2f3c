import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { deferred, fakeApi, type FakeAnswer } from '../../test/fake-api';
import { renderWithPlatform } from '../../test/render-with-platform';
import { SurveyPage } from './survey-page';

const RECEIPT = { requestId: 's-1', reference: 'AVS-7K3M9Q', createdAt: '2026-11-23T10:00:00.000Z' };
const bodyOf = (request: InternalAxiosRequestConfig) => JSON.parse(String(request.data)) as Record<string, unknown>;
const keyOf = (request: InternalAxiosRequestConfig) => (request.headers as unknown as { get: (name: string) => string }).get('Idempotency-Key');
const posts = (network: ReturnType<typeof fakeApi>) => network.requests.filter((request) => request.method === 'post');

describe('satisfaction survey', () => {
  let network: ReturnType<typeof fakeApi>;
  afterEach(() => network.restore());

  it.each([
    ['fr', 'Envoyer', 'Choisissez une note de 1 à 5', 'Choisissez une note de 0 à 10', 'Indiquez par quel moyen vous nous avez contactés'],
    ['ar', 'إرسال', 'اختر تقييمًا من 1 إلى 5', 'اختر تقييمًا من 0 إلى 10', 'حدّد الوسيلة التي تواصلت بها معنا'],
    ['en', 'Send', 'Choose a score from 1 to 5', 'Choose a score from 0 to 10', 'Tell us how you contacted us'],
  ] as const)('says what is missing in %s and sends nothing', async (language, send, satisfaction, recommendation, channel) => {
    network = fakeApi(() => ({ status: 201, data: RECEIPT }));
    renderWithPlatform(<SurveyPage />, { path: '/enquete-satisfaction', language });
    fireEvent.click(screen.getByRole('button', { name: send }));
    expect(await screen.findByText(satisfaction)).toBeInTheDocument();
    expect(screen.getByText(recommendation)).toBeInTheDocument();
    expect(screen.getByText(channel)).toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
  });

  it.each([
    ['fr', /^1 – Pas du tout/, 'Qu’est-ce qui n’a pas été ?', 'Dites-nous en quelques mots ce qui n’a pas été'],
    ['ar', /^1 – غير راضٍ/, 'ما الذي لم يكن في المستوى؟', 'أخبرنا في كلمات قليلة بما لم يكن في المستوى'],
    ['en', /^1 – Not at all/, 'What went wrong?', 'Tell us in a few words what went wrong'],
  ] as const)('asks what went wrong after a low score, in %s', async (language, lowScore, commentLabel, commentRequired) => {
    network = fakeApi(() => ({ status: 201, data: RECEIPT }));
    renderWithPlatform(<SurveyPage />, { path: '/enquete-satisfaction', language });
    fireEvent.click(screen.getByRole('radio', { name: lowScore }));
    expect(screen.getByRole('textbox', { name: new RegExp(commentLabel.replace(/[?؟]/g, '.')) })).toBeRequired();
    fireEvent.click(screen.getByRole('radio', { name: '3' }));
    fireEvent.click(screen.getAllByRole('radio')[11 + 5]!);
    fireEvent.submit(screen.getByRole('button', { name: /Envoyer|إرسال|Send/ }).closest('form')!);
    expect(await screen.findByText(commentRequired)).toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
  });

  it('sends one answer for a doubled click, with the invitation it came from', async () => {
    const answer = deferred<FakeAnswer>();
    network = fakeApi((request) =>
      request.method === 'get' ? { status: 200, data: { ref: 'RAP-7K3M9Q', subject: 'request', status: 'open' } } : answer.promise,
    );
    renderWithPlatform(<SurveyPage />, { path: '/enquete-satisfaction?ref=RAP-7K3M9Q' });
    expect(await screen.findByText('À propos de votre demande RAP-7K3M9Q.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /^4 – Satisfait/ }));
    fireEvent.click(screen.getByRole('radio', { name: '9' }));
    fireEvent.click(screen.getByRole('radio', { name: 'En agence' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Un commentaire/ }), { target: { value: '  Accueil rapide.  ' } });
    const send = screen.getByRole('button', { name: 'Envoyer' });
    fireEvent.click(send);
    fireEvent.click(send);
    answer.resolve({ status: 201, data: RECEIPT });
    expect(await screen.findByText('Merci pour votre avis !')).toBeInTheDocument();
    expect(posts(network)).toHaveLength(1);
    expect(posts(network)[0]!.url).toBe('/api/v1/ms-forms/survey');
    expect(bodyOf(posts(network)[0]!)).toEqual({ ref: 'RAP-7K3M9Q', satisfaction: 4, recommendation: 9, channel: 'agency', comment: 'Accueil rapide.' });
    expect(keyOf(posts(network)[0]!)).toMatch(/^[0-9a-f-]{36}$/);
    // One answer per invitation: no "another request" here.
    expect(screen.queryByRole('button', { name: 'Faire une autre demande' })).not.toBeInTheDocument();
  });

  it('keeps the answers and says why when the invitation was already answered', async () => {
    network = fakeApi((request) =>
      request.method === 'get'
        ? { status: 200, data: { ref: 'RAP-7K3M9Q', subject: 'request', status: 'open' } }
        : { status: 409, data: { code: 'survey-002', error: 'survey-002', message: 'answered' } },
    );
    renderWithPlatform(<SurveyPage />, { path: '/enquete-satisfaction?ref=RAP-7K3M9Q' });
    fireEvent.click(await screen.findByRole('radio', { name: /^5 – Très satisfait/ }));
    fireEvent.click(screen.getByRole('radio', { name: '10' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Le site internet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '10' })).toBeChecked();
  });

  it('tells an answered invitation apart from an unknown link', async () => {
    network = fakeApi(() => ({ status: 200, data: { ref: 'RAP-7K3M9Q', subject: 'request', status: 'answered' } }));
    const { unmount } = renderWithPlatform(<SurveyPage />, { path: '/enquete-satisfaction?ref=RAP-7K3M9Q' });
    expect(await screen.findByRole('heading', { name: 'Vous avez déjà répondu à cette enquête' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envoyer' })).not.toBeInTheDocument();
    unmount();
    network.restore();
    network = fakeApi(() => ({ status: 404, data: { code: 'survey-001', error: 'survey-001', message: 'unknown' } }));
    renderWithPlatform(<SurveyPage />, { path: '/enquete-satisfaction?ref=RAP-ZZZZZZ' });
    expect(await screen.findByRole('heading', { name: 'Ce lien d’enquête n’est pas reconnu' })).toBeInTheDocument();
    await waitFor(() => expect(network.requests).toHaveLength(1));
  });
});
