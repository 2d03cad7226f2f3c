import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@atlas/runtime';
import { ThemeRoot } from '@atlas/ui-kit';
import { CookieBanner } from './cookie-banner';
import { analyticsAllowed } from './cookie-consent';

function renderBanner() {
  const i18n = createI18n('fr');
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeRoot direction="ltr">
        <CookieBanner />
      </ThemeRoot>
    </I18nextProvider>,
  );
}

beforeEach(() => localStorage.clear());

it('asks until the visitor answers, then remembers a refusal and keeps analytics off', async () => {
  const first = renderBanner();
  await userEvent.click(screen.getByRole('button', { name: 'Refuser' }));
  expect(screen.queryByTestId('cookie-banner')).toBeNull();
  expect(analyticsAllowed()).toBe(false);
  first.unmount();
  renderBanner();
  expect(screen.queryByTestId('cookie-banner')).toBeNull();
});

it('turns on the analytics flag when the visitor accepts', async () => {
  renderBanner();
  expect(analyticsAllowed()).toBe(false);
  await userEvent.click(screen.getByRole('button', { name: 'Accepter' }));
  expect(analyticsAllowed()).toBe(true);
  expect(localStorage.getItem('withoutPermission')).toBe('true');
});
