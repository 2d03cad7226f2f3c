import type { ReactElement } from 'react';
import type { RenderOptions } from '@testing-library/react';
import { renderWithPlatform as render, type PlatformOptions } from '@atlas/test-kit/render-with-platform';
import { CATALOGUE_NS, catalogueTranslations } from '../i18n/catalogue-translations';

export type { PlatformOptions } from '@atlas/test-kit/render-with-platform';

/** Renders as the shell does, with the catalogue's labels. */
export const renderWithPlatform = (ui: ReactElement, options: PlatformOptions = {}, renderOptions?: RenderOptions) =>
  render(ui, { ...options, translations: { [CATALOGUE_NS]: catalogueTranslations, ...options.translations } }, renderOptions);
