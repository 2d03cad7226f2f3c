import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { type Language } from '@atlas/contracts';
import { localizePath } from '@atlas/runtime';
import { Container, ErrorState, VisuallyHidden, useImageParcours } from '@atlas/ui-kit';
import { CATALOGUE_NS } from '../../../i18n/catalogue';
import { CONTENT_PAGES } from '../../../platform-remote';
import { usePageContent } from '../state/use-page-content';
import type { Crumb } from '../../../components/breadcrumbs';
import { ContentBlockView, isRenderableBlock } from './content-block-view';
import { ContentPageSkeleton } from './content-page-skeleton';
import { PageHero } from './page-hero';

export interface ContentPageProps {
  /** The content page name (`field[type]`): portabilite, cgu, roaming… */
  page: string;
  language: Language;
  /** What the page shows under its header besides its blocks (the roaming finder, the events calendar). */
  children?: ReactNode;
}

/**
 * A page of the content service by name: its header (h1, lead, calls to action, banner of the
 * image-parcours, breadcrumbs through the pages above it in CONTENT_PAGES), what the page adds,
 * then its other blocks. A name the service has
 * no block for is a page that does not exist: the shell's 404 page answers it.
 */
export function ContentPage(props: ContentPageProps) {
  return <ContentPageBody {...props} />;
}

function ContentPageBody({ page, language, children }: ContentPageProps) {
  const { t } = useTranslation(CATALOGUE_NS);
  const { content, status, retry, headingRef } = usePageContent(page, language);
  const banner = useImageParcours(page, language);
  const blocks = content?.blocks ? content.blocks.filter(isRenderableBlock) : null;
  const header = blocks?.find((block) => block.style === 'page-header');
  const title = header?.title;

  useEffect(() => {
    if (title) document.title = `${title} | ${t('brand')}`;
  }, [title, t]);

  if (blocks && blocks.length === 0) return <Navigate to={localizePath('/404', language)} replace />;

  let body;
  if (blocks) {
    const parents = CONTENT_PAGES.find((entry) => entry.page === page)?.parents ?? [];
    const trail: Crumb[] = [
      { label: t('contentPages.home'), path: '/' },
      ...parents.map((parent) => ({ label: t(`contentPages.parents.${parent.key}`), path: parent.path })),
      { label: title ?? '' },
    ];
    body = (
      <>
        {header ? (
          <PageHero block={header} banner={banner} breadcrumbs={trail} headingRef={headingRef} />
        ) : (
          <VisuallyHidden as="h1" ref={headingRef} tabIndex={-1}>
            {t('brand')}
          </VisuallyHidden>
        )}
        {children}
        {blocks
          .filter((block) => block !== header)
          .map((block) => (
            <ContentBlockView key={block.id} block={block} priority={false} />
          ))}
      </>
    );
  } else if (content?.error) {
    body = (
      <Container>
        <VisuallyHidden as="h1">{t('error.title')}</VisuallyHidden>
        <ErrorState title={t('error.title')} code={content.error} onRetry={retry} retrying={content.status === 'loading'} />
      </Container>
    );
  } else {
    body = <ContentPageSkeleton />;
  }

  return (
    <div data-page={page} data-status={status}>
      {body}
    </div>
  );
}
