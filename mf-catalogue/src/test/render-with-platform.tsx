import type { ReactElement } from 'react';
import type { RenderOptions } from '@testing-library/react';
import { renderWithPlatform as render, type PlatformOptions } from '@atlas/test-kit/render-with-platform';
import '../i18n/catalogue';

export type { PlatformOptions } from '@atlas/test-kit/render-with-platform';

/** Renders as the shell does, with the catalogue's labels (declared by importing their namespace; the jest setup loads it). */
export const renderWithPlatform = (ui: ReactElement, options: PlatformOptions = {}, renderOptions?: RenderOptions) => render(ui, options, renderOptions);
