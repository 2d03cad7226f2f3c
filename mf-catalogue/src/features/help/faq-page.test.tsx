import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { FaqTopic } from '@atlas/contracts';
import { fakeApi } from '../../test/fake-api';
import { renderWithPlatform } from '../../test/render-with-platform';
import { FaqPage, matchingTopics } from './faq-page';

const TOPICS: FaqTopic[] = [
  { link: 'recharge', title: 'Recharge', questions: [{ id: 'r1', question: 'Comment recharger par carte ?', answer: 'Payez sur la page sécurisée.' }] },
  {
    link: 'internet-maison',
    title: 'Internet à la maison',
    questions: [
      { id: 'f1', question: 'Mon adresse est-elle éligible à la fibre ?', answer: 'Faites le test d’éligibilité.' },
      { id: 'f2', question: 'Combien coûte l’installation ?', answer: 'Elle est offerte.' },
    ],
  },
];

describe('matchingTopics', () => {
  it('keeps questions holding every word, accents aside', () => {
    expect(matchingTopics(TOPICS, 'ELIGIBILITE fibre').flatMap((topic) => topic.questions.map((q) => q.id))).toEqual(['f1']);
    expect(matchingTopics(TOPICS, '')).toBe(TOPICS);
    expect(matchingTopics(TOPICS, 'roaming')).toEqual([]);
  });
});

describe('/faq', () => {
  let network: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    network = fakeApi(() => ({ status: 200, data: TOPICS }));
  });
  afterEach(() => network.restore());

  const renderFaq = (path = '/faq') =>
    renderWithPlatform(
      <Routes>
        <Route path="faq" element={<FaqPage />} />
      </Routes>,
      { path },
    );

  it('asks for every topic once and filters as one types', async () => {
    renderFaq();
    expect(await screen.findByRole('heading', { name: 'Internet à la maison' })).toBeInTheDocument();
    expect(network.requests[0]!.params).toEqual({ language: 'fr', link: 'all' });
    fireEvent.change(screen.getByLabelText(/Rechercher dans la FAQ/), { target: { value: 'carte' } });
    expect(screen.queryByRole('heading', { name: 'Internet à la maison' })).not.toBeInTheDocument();
    expect(screen.getByText('Comment recharger par carte ?')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Rechercher dans la FAQ/), { target: { value: 'satellite' } });
    expect(screen.getByText(/Aucune question ne correspond à « satellite »/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rechercher sur tout le site' })).toHaveAttribute('href', '/search?q=satellite');
  });

  it('shows one topic from its link and opens the question of the anchor', async () => {
    renderFaq('/faq?link=internet-maison#f2');
    const topic = await screen.findByRole('region', { name: 'Internet à la maison' });
    expect(screen.queryByRole('heading', { name: 'Recharge' })).not.toBeInTheDocument();
    expect(within(topic).getByText('Combien coûte l’installation ?').closest('details')).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'Internet à la maison' })).toHaveAttribute('aria-current', 'page');
  });
});
