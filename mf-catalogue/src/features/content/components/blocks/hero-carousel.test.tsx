import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { ThemeRoot } from '@atlas/ui-kit';
import { heroBlock } from '../../../../test/content-fixtures';
import { renderWithPlatform } from '../../../../test/render-with-platform';
import { AUTO_ADVANCE_MS, HeroCarousel } from './hero-carousel';

function mockReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      onchange: null,
      dispatchEvent: () => false,
    }),
  });
}

const visibleSlide = () => screen.getAllByRole('group', { name: /sur 3/ }).find((slide) => !slide.hidden)!;

describe('HeroCarousel', () => {
  beforeEach(() => mockReducedMotion(false));
  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<Window>).matchMedia;
  });

  it('shows the first slide with its title, text and localised link, the others hidden', () => {
    renderWithPlatform(<HeroCarousel block={heroBlock('fr')} priority />, { language: 'ar' });
    const slides = screen.getAllByRole('group', { hidden: true }).filter((el) => el.getAttribute('aria-roledescription'));
    expect(slides).toHaveLength(3);
    expect(slides[0]).toBeVisible();
    expect(slides[1]).not.toBeVisible();
    expect(within(slides[0]!).getByRole('heading', { level: 2 })).toHaveTextContent('La fibre jusqu’à 1 Gb/s');
    expect(within(slides[0]!).getByRole('link', { name: 'Découvrir' })).toHaveAttribute('href', '/ar/offres-internet/fibre-optique');
  });

  it('fetches the first image eagerly with high priority and the others lazily, in every served width', () => {
    const { container } = renderWithPlatform(<HeroCarousel block={heroBlock('fr')} priority />);
    const images = container.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]!.getAttribute('srcset')).toBe(
      [320, 480, 768, 1024, 1440, 1920].map((w) => `/api/v1/ms-content/resize-image/${w}/hero-fibre.webp ${w}w`).join(', '),
    );
    expect(images[0]).toHaveAttribute('sizes');
    expect(images[0]).toHaveAttribute('width', '1440');
    expect(images[0]).toHaveAttribute('height', '810');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[1]).not.toHaveAttribute('fetchpriority');
  });

  it('puts only the first slide’s picture in the server’s markup; the others come with the browser’s first commit', () => {
    const server = renderToString(
      <MemoryRouter>
        <ThemeRoot direction="ltr" applyToDocument={false}>
          <HeroCarousel block={heroBlock('fr')} priority />
        </ThemeRoot>
      </MemoryRouter>,
    );
    expect(server.match(/<img /g)).toHaveLength(1);
    expect(server).toContain('hero-fibre.webp');
    const { container } = renderWithPlatform(<HeroCarousel block={heroBlock('fr')} priority />);
    expect(container.querySelectorAll('img')).toHaveLength(3);
    expect(screen.queryByTestId('hero-image-box')).toBeNull();
  });

  it('reserves a hidden slide’s picture box in the server’s markup, so the carousel keeps its height when the pictures come', () => {
    const sheet = new ServerStyleSheet();
    const server = renderToString(
      sheet.collectStyles(
        <MemoryRouter>
          <ThemeRoot direction="rtl" applyToDocument={false}>
            <HeroCarousel block={heroBlock('ar')} priority />
          </ThemeRoot>
        </MemoryRouter>,
      ),
    );
    const css = sheet.getStyleTags();
    sheet.seal();
    const boxes = [...server.matchAll(/<div data-testid="hero-image-box" class="([^"]+)"/g)];
    expect(boxes).toHaveLength(2);
    // The box's own rule has the pictures' ratio (the picture's tag carries 1440 × 810 too).
    const ruleOf = (className: string) => css.match(new RegExp(`\\.${className}\\{([^}]*)\\}`))?.[1] ?? '';
    const rules = boxes[0]![1]!.split(' ').map(ruleOf).join(';');
    expect(rules).toMatch(/aspect-ratio:\s*1440\s*\/\s*810/);
  });

  it('keeps every image lazy when the carousel is not the first block', () => {
    const { container } = renderWithPlatform(<HeroCarousel block={heroBlock('fr')} priority={false} />);
    container.querySelectorAll('img').forEach((img) => expect(img).toHaveAttribute('loading', 'lazy'));
  });

  it('moves with previous and next, wrapping around, and marks the current dot', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<HeroCarousel block={heroBlock('fr')} priority />);
    await user.click(screen.getByRole('button', { name: 'Diapositive suivante' }));
    expect(visibleSlide()).toHaveAccessibleName('2 sur 3');
    expect(screen.getByRole('button', { name: /Afficher la diapositive 2/ })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Diapositive précédente' }));
    await user.click(screen.getByRole('button', { name: 'Diapositive précédente' }));
    expect(visibleSlide()).toHaveAccessibleName('3 sur 3');
    await user.click(screen.getByRole('button', { name: 'Afficher la diapositive 1 : La fibre jusqu’à 1 Gb/s' }));
    expect(visibleSlide()).toHaveAccessibleName('1 sur 3');
  });

  it('labels the carousel, its pagination and its controls', () => {
    renderWithPlatform(<HeroCarousel block={heroBlock('fr')} priority />);
    const carousel = screen.getByRole('region', { name: 'À la une' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carrousel');
    expect(screen.getByRole('group', { name: 'Choisir une diapositive' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Afficher la diapositive/ })).toHaveLength(3);
  });

  it('advances by itself, announces nothing while rotating, and stops on pause', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { container } = renderWithPlatform(<HeroCarousel block={heroBlock('fr')} priority />);
    expect(container.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
    act(() => jest.advanceTimersByTime(AUTO_ADVANCE_MS));
    expect(visibleSlide()).toHaveAccessibleName('2 sur 3');

    await user.click(screen.getByRole('button', { name: 'Mettre en pause le défilement automatique' }));
    // Focus leaving the carousel would resume rotation, unless the user paused it.
    act(() => (document.activeElement as HTMLElement).blur());
    expect(screen.getByRole('button', { name: 'Reprendre le défilement automatique' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(AUTO_ADVANCE_MS * 3));
    expect(visibleSlide()).toHaveAccessibleName('2 sur 3');
    expect(container.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  it('pauses while the pointer is over it', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithPlatform(<HeroCarousel block={heroBlock('fr')} priority />);
    await user.hover(screen.getByRole('region', { name: 'À la une' }));
    act(() => jest.advanceTimersByTime(AUTO_ADVANCE_MS * 2));
    expect(visibleSlide()).toHaveAccessibleName('1 sur 3');
    await user.unhover(screen.getByRole('region', { name: 'À la une' }));
    act(() => jest.advanceTimersByTime(AUTO_ADVANCE_MS));
    expect(visibleSlide()).toHaveAccessibleName('2 sur 3');
  });

  it('pauses while keyboard focus is inside and resumes when it leaves', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithPlatform(<HeroCarousel block={heroBlock('fr')} priority />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Mettre en pause le défilement automatique' })).toHaveFocus();
    act(() => jest.advanceTimersByTime(AUTO_ADVANCE_MS * 2));
    expect(visibleSlide()).toHaveAccessibleName('1 sur 3');
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => jest.advanceTimersByTime(AUTO_ADVANCE_MS));
    expect(visibleSlide()).toHaveAccessibleName('2 sur 3');
  });

  it('does not rotate by itself under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    jest.useFakeTimers();
    renderWithPlatform(<HeroCarousel block={heroBlock('fr')} priority />);
    act(() => jest.advanceTimersByTime(AUTO_ADVANCE_MS * 3));
    expect(visibleSlide()).toHaveAccessibleName('1 sur 3');
    expect(screen.getByRole('button', { name: 'Reprendre le défilement automatique' })).toBeInTheDocument();
  });

  it('shows a single slide without controls', () => {
    renderWithPlatform(<HeroCarousel block={heroBlock('fr', 1)} priority />);
    expect(screen.getByRole('heading', { name: 'La fibre jusqu’à 1 Gb/s' })).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens https links in a new tab', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<HeroCarousel block={heroBlock('fr')} priority />);
    await user.click(screen.getByRole('button', { name: /Afficher la diapositive 3/ }));
    const link = within(visibleSlide()).getByRole('link', { name: /Découvrir/ });
    expect(link).toHaveAttribute('href', 'https://roaming.example.ma');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('labels its controls in Arabic and mirrors the direction arrows', () => {
    renderWithPlatform(<HeroCarousel block={heroBlock('ar')} priority />, { language: 'ar' });
    const next = screen.getByRole('button', { name: 'الشريحة التالية' });
    const previous = screen.getByRole('button', { name: 'الشريحة السابقة' });
    expect(getComputedStyle(next.querySelector('svg')!).transform).toBe('scaleX(-1)');
    expect(getComputedStyle(previous.querySelector('svg')!).transform).toBe('scaleX(-1)');
  });

  it('does not mirror the arrows left to right', () => {
    renderWithPlatform(<HeroCarousel block={heroBlock('fr')} priority />);
    const next = screen.getByRole('button', { name: 'Diapositive suivante' });
    expect(getComputedStyle(next.querySelector('svg')!).transform).toBe('none');
  });
});
