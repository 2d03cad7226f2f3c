import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language } from '@atlas/contracts';
import { Container, EmptyState, ErrorState, VisuallyHidden } from '@atlas/ui-kit';
import { CATALOGUE_NS } from '../../../i18n/catalogue';
import type { HomePageKey } from '../../../platform-remote';
import { usePageContent } from '../state/use-page-content';
import { ContentBlockView, isRenderableBlock } from './content-block-view';
import { CtaButton } from '../../../components/cta-button';
import { HomeSkeleton } from './home-skeleton';

export interface HomePageProps {
  /** The content page it shows (`hp`, `hp_entreprise`, ...). */
  page: HomePageKey;
  language: Language;
}

/**
 * A home page of the public site: the content service's blocks for this page in this language,
 * one component per block style, in the order of their positions. Styles this version does not
 * know are skipped.
 */
export function HomePage(props: HomePageProps) {
  return <HomePageContent {...props} />;
}

function HomePageContent({ page, language }: HomePageProps) {
  const { t } = useTranslation(CATALOGUE_NS);
  const { content, status, retry, headingRef } = usePageContent(page, language);
  const title = t(`pageTitle.${page}`);

  useEffect(() => {
    document.title = `${title} | ${t('brand')}`;
  }, [title, t]);

  const blocks = content?.blocks ? content.blocks.filter(isRenderableBlock) : null;
  let body;
  if (blocks && blocks.length > 0) {
    body = blocks.map((block, i) => <ContentBlockView key={block.id} block={block} priority={i === 0} />);
  } else if (blocks) {
    body = (
      <Container>
        <EmptyState
          title={t('empty.title')}
          description={t('empty.body')}
          action={
            page === 'hp' ? undefined : (
              <CtaButton to="/" variant="secondary">
                {t('empty.backHome')}
              </CtaButton>
            )
          }
        />
      </Container>
    );
  } else if (content?.error) {
    body = (
      <Container>
        <ErrorState title={t('error.title')} code={content.error} onRetry={retry} retrying={content.status === 'loading'} />
      </Container>
    );
  } else {
    body = <HomeSkeleton />;
  }

  return (
    <div data-page={page} data-status={status}>
      <VisuallyHidden as="h1" ref={headingRef} tabIndex={-1}>
        {title}
      </VisuallyHidden>
      {body}
    </div>
  );
}
