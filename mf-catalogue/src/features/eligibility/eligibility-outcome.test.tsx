import { fireEvent, screen, within } from '@testing-library/react';
import { Button } from '@atlas/ui-kit';
import { address, eligibleCheck, notCoveredCheck } from '../../test/eligibility-fixtures';
import { renderWithPlatform } from '../../test/render-with-platform';
import { EligibilityOutcome } from './eligibility-outcome';

// The Leaflet map draws in a real browser (the journeys); here the outcome around it is under test.
jest.mock('../../components/site-map', () => ({
  __esModule: true,
  default: ({ label, points }: { label: string; points: Array<{ label: string }> }) => (
    <div role="region" aria-label={label} data-points={points.map((point) => point.label).join('|')} />
  ),
}));

const choose = (offer: { id: string }) => <Button data-choose={offer.id}>Choisir</Button>;

describe('eligibility outcome', () => {
  it.each([
    [
      'fr',
      'Bonne nouvelle : la fibre est disponible chez vous !',
      'Jusqu’à 500 Mb/s à cette adresse.',
      '12, boulevard Al Massira Al Khadra, Maârif, 20330 Casablanca',
      'Les offres disponibles à votre adresse',
      'Refaire le test',
    ],
    [
      'ar',
      'خبر سار: الألياف البصرية متوفرة في عنوانك!',
      'صبيب يصل إلى 500 ميغابت/ث في هذا العنوان.',
      '12، شارع المسيرة الخضراء، المعاريف، 20330 الدار البيضاء',
      'العروض المتوفرة في عنوانك',
      'إعادة الاختبار',
    ],
    [
      'en',
      'Good news: fibre is available at your home!',
      'Up to 500 Mbps at this address.',
      '12 Al Massira Al Khadra boulevard, Maarif, 20330 Casablanca',
      'Offers available at your address',
      'Take the test again',
    ],
  ] as const)('says an address is eligible, how fast, and the offers it can get, in %s', async (language, title, speed, label, offersTitle, redo) => {
    const onRedo = jest.fn();
    renderWithPlatform(<EligibilityOutcome check={eligibleCheck()} offerAction={choose} highlightedOfferId="fibre-200" onRedo={onRedo} />, { language });
    expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    expect(screen.getByText(speed)).toBeInTheDocument();
    expect(screen.getByText(label)).toBeInTheDocument();
    const offers = screen.getByRole('region', { name: offersTitle });
    expect(within(offers).getAllByRole('heading', { level: 4 })).toHaveLength(3);
    expect(offers.querySelectorAll('[data-choose]')).toHaveLength(3);
    expect(offers.querySelector('[data-offer-id="fibre-200"]')).toHaveAttribute('aria-current', 'true');
    expect(await screen.findByRole('region', { name: /Carte|خريطة|Map/ })).toHaveAttribute('data-points', address().street[language]);
    fireEvent.click(screen.getByRole('button', { name: redo }));
    expect(onRedo).toHaveBeenCalled();
  });

  it.each([
    [
      'fr',
      'La fibre n’arrive pas encore à votre adresse',
      /pas encore couverte par la fibre ou ne figure pas dans la liste/,
      'Nos autres offres internet pour vous',
      'Voir l’offre : ADSL Xtra 20 Méga',
    ],
    ['ar', 'الألياف البصرية لم تصل بعد إلى عنوانك', /غير مغطى بعد بالألياف البصرية/, 'عروضنا الأخرى للإنترنت', 'عرض التفاصيل: ADSL إكسترا 20 ميغا'],
    [
      'en',
      'Fibre has not reached your address yet',
      /not yet covered by fibre or is not in the list/,
      'Our other internet offers for you',
      'See the offer: ADSL Xtra 20 Mbps',
    ],
  ] as const)('says an address is not covered and suggests the other internet offers, in %s', (language, title, text, alternativesTitle, seeAdsl) => {
    renderWithPlatform(<EligibilityOutcome check={notCoveredCheck()} offerAction={choose} onRedo={jest.fn()} />, { language });
    expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    const alternatives = screen.getByRole('region', { name: alternativesTitle });
    expect(within(alternatives).getByRole('link', { name: seeAdsl })).toHaveAttribute(
      'href',
      `${language === 'fr' ? '' : `/${language}`}/offres-internet/wifi-a-la-maison/adsl-xtra?productId=adsl-xtra-20`,
    );
    expect(document.querySelectorAll('[data-choose]')).toHaveLength(0);
  });

  it('says an address typed is not in the list, and shows what was typed', () => {
    renderWithPlatform(
      <EligibilityOutcome
        check={notCoveredCheck({ status: 'not-found', address: undefined, addressText: '7, rue des Orangers' })}
        offerAction={choose}
        onRedo={jest.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Adresse introuvable' })).toBeInTheDocument();
    expect(screen.getByText('Adresse saisie')).toBeInTheDocument();
    expect(screen.getByText('7, rue des Orangers')).toBeInTheDocument();
    // No position and no building: no map to draw.
    expect(screen.queryByRole('region', { name: 'Carte de l’adresse testée' })).not.toBeInTheDocument();
  });

  it('names the address nearest to the browser position, with its distance, and the position on the map', async () => {
    const check = eligibleCheck({ position: { latitude: 33.5849, longitude: -7.6349 }, distanceMeters: 42, address: address() });
    renderWithPlatform(<EligibilityOutcome check={check} offerAction={choose} onRedo={jest.fn()} />);
    expect(screen.getByText('Adresse la plus proche de votre position, à 42 m')).toBeInTheDocument();
    expect(screen.getByText('Ce n’est pas votre adresse ? Refaites le test en la recherchant.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Carte de l’adresse testée' })).toHaveAttribute(
      'data-points',
      'Votre position|12, boulevard Al Massira Al Khadra',
    );
  });

  it('says no address around a position is covered', () => {
    renderWithPlatform(
      <EligibilityOutcome
        check={notCoveredCheck({ address: undefined, position: { latitude: 34.68, longitude: -1.9 }, alternatives: [] })}
        offerAction={choose}
        onRedo={jest.fn()}
      />,
      { language: 'ar' },
    );
    expect(screen.getByRole('heading', { name: 'لا يوجد أي عنوان قابل للربط بالقرب من موقعك' })).toBeInTheDocument();
  });

  it('says ADSL is not available with its own words', () => {
    renderWithPlatform(<EligibilityOutcome check={notCoveredCheck({ technology: 'adsl' })} offerAction={choose} onRedo={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'L’ADSL n’est pas disponible à votre adresse' })).toBeInTheDocument();
    expect(screen.getByText(/n’est pas raccordable à l’ADSL/)).toBeInTheDocument();
  });
});
