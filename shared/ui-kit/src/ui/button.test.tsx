import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@atlas/runtime';
import { renderUi } from '@atlas/test-kit';
import { Button } from './button';

describe('Button', () => {
  beforeEach(() => createI18n('fr'));

  it('is a button of type button that clicks', async () => {
    const onClick = jest.fn();
    renderUi(<Button onClick={onClick}>Payer</Button>);
    const button = screen.getByRole('button', { name: 'Payer' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('refuses clicks while loading, stays focusable and says it is loading', async () => {
    const onClick = jest.fn();
    renderUi(
      <Button loading onClick={onClick}>
        Payer
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Payer/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('Chargement…');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    button.focus();
    expect(button).toHaveFocus();
  });

  it('renders a localised router link when given `to`', () => {
    createI18n('ar');
    renderUi(<Button to="/recharge">Recharger</Button>, { language: 'ar' });
    expect(screen.getByRole('link', { name: 'Recharger' })).toHaveAttribute('href', '/ar/recharge');
  });

  it('opens https links in a new tab', () => {
    renderUi(<Button href="https://example.ma/kit.pdf">Kit</Button>);
    const link = screen.getByRole('link', { name: /Kit/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('(s’ouvre dans un nouvel onglet)');
  });

  it('keeps a French href unprefixed', () => {
    renderUi(
      <Button href="/cgu" variant="link">
        CGU
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'CGU' })).toHaveAttribute('href', '/cgu');
  });
});
