import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@atlas/runtime';
import { renderUi } from '@atlas/test-kit';
import { Stepper } from './stepper';
import { Tabs } from './tabs';

beforeEach(() => createI18n('fr'));

describe('Stepper', () => {
  it('marks the current step and says where the user is', () => {
    renderUi(<Stepper label="Étapes de l’achat" steps={['Numéro', 'Informations', 'Livraison', 'Paiement']} current={1} />);
    expect(screen.getByRole('navigation', { name: 'Étapes de l’achat' })).toHaveTextContent('Étape 2 sur 4');
    const items = screen.getAllByRole('listitem');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).toHaveTextContent('Numéro (terminée)');
    expect(items[2]).not.toHaveAttribute('aria-current');
  });
});

describe('Tabs', () => {
  const tabs = [
    { id: 'private', label: 'Particulier', content: <p>Numéro de téléphone</p> },
    { id: 'business', label: 'Entreprise', content: <p>Compte de facturation</p> },
    { id: 'other', label: 'Autre', content: <p>Autre contenu</p> },
  ];

  it('has one tab stop and moves with the arrows, Home and End', async () => {
    const onChange = jest.fn();
    renderUi(<Tabs label="Paiement de facture" tabs={tabs} onChange={onChange} />);
    const [first, second, third] = screen.getAllByRole('tab');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(second).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Particulier' })).toHaveTextContent('Numéro de téléphone');

    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(onChange).toHaveBeenLastCalledWith('business');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Compte de facturation');
    await userEvent.keyboard('{End}');
    expect(third).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(third).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(first).toHaveFocus();
  });

  it('follows a controlled value', () => {
    renderUi(<Tabs label="Factures" tabs={tabs} value="business" />);
    expect(screen.getByRole('tab', { name: 'Entreprise' })).toHaveAttribute('aria-selected', 'true');
  });
});
