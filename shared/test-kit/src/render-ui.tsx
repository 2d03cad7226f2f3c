import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { directionOf, type Language } from '@atlas/contracts';
import { ThemeRoot } from '@atlas/ui-kit';

/** Renders inside the theme (and a router) like the shell does. For this package's own tests. */
export function renderUi(ui: ReactElement, { language = 'fr', route = '/', ...options }: RenderOptions & { language?: Language; route?: string } = {}) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>
      <ThemeRoot direction={directionOf(language)}>{children}</ThemeRoot>
    </MemoryRouter>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
