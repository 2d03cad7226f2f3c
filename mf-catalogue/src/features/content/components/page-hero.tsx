import type { Ref } from 'react';
import styled, { css } from 'styled-components';
import { type ContentBlock, type ImageParcours } from '@atlas/contracts';
import { Container, media } from '@atlas/ui-kit';
import { Breadcrumbs, type Crumb } from '../../../components/breadcrumbs';
import { CtaButton } from '../../../components/cta-button';

const Band = styled.header<{ $withBanner: boolean }>`
  position: relative;
  overflow: hidden;
  isolation: isolate;
  background: ${({ theme }) => theme.colors.secondary.main};
  color: ${({ theme }) => theme.colors.secondary.contrastText};
  padding: ${({ theme }) => theme.space.lg} 0;
  ${media.up('md')} {
    padding: ${({ theme }) => theme.space.xxl} 0;
    min-height: ${({ $withBanner }) => ($withBanner ? '320px' : '0')};
    display: flex;
    align-items: center;
  }
`;

/** The banner fills the band; in Arabic it is mirrored so its drawing stays opposite the text. */
const Banner = styled.picture`
  position: absolute;
  inset: 0;
  z-index: -2;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transform: ${({ theme }) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none')};
  }
`;

/** Keeps white text readable over any banner: dark on the text's side, clear on the drawing's. */
const Shade = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
  background: rgba(36, 5, 43, 0.78);
  ${media.up('md')} {
    background: linear-gradient(to right, rgba(36, 5, 43, 0.92) 0%, rgba(36, 5, 43, 0.82) 45%, rgba(36, 5, 43, 0.1) 80%);
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 640px;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: 1.2;
    overflow-wrap: anywhere;
    &:focus {
      outline: none;
    }
  }
  ${media.up('md')} {
    h1 {
      font-size: ${({ theme }) => theme.fontSizes.xxxl};
    }
  }
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  opacity: 0.94;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;

const onDark = css`
  color: ${({ theme }) => theme.colors.secondary.contrastText};
  border-color: ${({ theme }) => theme.colors.secondary.contrastText};
  &:hover:not([aria-disabled='true']) {
    background: rgba(255, 255, 255, 0.14);
  }
`;

const SecondaryAction = styled(CtaButton)`
  ${onDark}
`;

export interface PageHeroProps {
  block: ContentBlock;
  banner?: ImageParcours | null;
  breadcrumbs?: Crumb[];
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A content page's header: where it sits, its h1 and lead, its calls to action, over its banner. */
export function PageHero({ block, banner, breadcrumbs, headingRef }: PageHeroProps) {
  return (
    <Band $withBanner={!!banner} data-block-style="page-header">
      {banner && (
        <Banner aria-hidden="true" data-banner={banner.type}>
          <source media="(min-width: 900px)" srcSet={banner.desktop.url} />
          <img src={banner.mobile.url} alt="" width={480} height={320} fetchPriority="high" />
        </Banner>
      )}
      <Shade />
      <Container>
        <Text>
          {breadcrumbs && breadcrumbs.length > 1 && <Breadcrumbs trail={breadcrumbs} />}
          <h1 ref={headingRef} tabIndex={-1}>
            {block.title}
          </h1>
          {block.subtitle && <Lead>{block.subtitle}</Lead>}
          {block.body && <Lead>{block.body}</Lead>}
          {(block.cta || block.items.length > 0) && (
            <Actions>
              {block.cta && (
                <CtaButton to={block.cta.link} size="lg">
                  {block.cta.label}
                </CtaButton>
              )}
              {block.items
                .filter((item) => item.link)
                .map((item) => (
                  <SecondaryAction key={item.id} to={item.link} variant="secondary" size="lg">
                    {item.title}
                  </SecondaryAction>
                ))}
            </Actions>
          )}
        </Text>
      </Container>
    </Band>
  );
}
