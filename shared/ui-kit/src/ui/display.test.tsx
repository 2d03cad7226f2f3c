import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@atlas/runtime';
import { renderUi } from '@atlas/test-kit';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { Section } from './layout';
import { PhoneNumber } from './phone-number';
import { Price } from './price';
import { Loading, Skeleton } from './skeleton';

describe('display components', () => {
  beforeEach(() => createI18n('fr'));

  it('formats prices in the current language', () => {
    const { rerender } = renderUi(<Price amount={49} />);
    expect(screen.getByText(/49/)).toHaveTextContent('49 Dh');
    rerender(<Price amount={49.5} period="month" />);
    expect(screen.getByText(/49,5/)).toHaveTextContent('49,5 Dh/mois');
  });

  it('formats prices in Arabic', () => {
    createI18n('ar');
    renderUi(<Price amount={99.9} period="month" />, { language: 'ar' });
    expect(screen.getByText(/99,9/)).toHaveTextContent('99,9 درهم/شهر');
  });

  it('shows phone numbers in pairs, left to right, with a tel link', () => {
    renderUi(<PhoneNumber mdn="212612345678" link />);
    const link = screen.getByRole('link', { name: '06 12 34 56 78' });
    expect(link).toHaveAttribute('href', 'tel:+212612345678');
    expect(link).toHaveAttribute('dir', 'ltr');
  });

  it('dials short numbers as they are', () => {
    renderUi(<PhoneNumber mdn="220" link />);
    expect(screen.getByRole('link', { name: '22 0' })).toHaveAttribute('href', 'tel:220');
  });

  it('shows an empty state with its action', () => {
    renderUi(<EmptyState title="Aucune facture" description="Vous êtes à jour." action={<button type="button">Voir</button>} />);
    expect(screen.getByRole('heading', { name: 'Aucune facture' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voir' })).toBeInTheDocument();
  });

  it('shows an error with the catalogue text and a retry button', async () => {
    const onRetry = jest.fn();
    renderUi(<ErrorState code="payment-056" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Une erreur est survenue');
    expect(alert).toHaveTextContent('Votre solde est insuffisant. Rechargez votre compte puis réessayez.');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('hides skeletons from screen readers inside a named loading region', () => {
    renderUi(
      <Loading>
        <Skeleton lines={3} />
      </Loading>,
    );
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveTextContent('Chargement…');
    expect(region.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('names a section by its heading', () => {
    renderUi(<Section title="Nos offres">contenu</Section>);
    expect(screen.getByRole('region', { name: 'Nos offres' })).toBeInTheDocument();
  });
});
