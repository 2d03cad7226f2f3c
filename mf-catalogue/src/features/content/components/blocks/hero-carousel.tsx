import { useEffect, useId, useState, type FocusEvent } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { media, useMediaQuery } from '@atlas/ui-kit';
import { CATALOGUE_NS } from '../../../../i18n/catalogue';
import type { BlockProps } from '../../../../components/block-props';
import { CtaButton } from '../../../../components/cta-button';
import { ChevronEndIcon, ChevronStartIcon, PauseIcon, PlayIcon } from '../../../../components/icons';
import { ResponsiveImage } from '../../../../components/responsive-image';

/** Time a slide stays before the next one, when rotation is on. */
export const AUTO_ADVANCE_MS = 6000;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** The hero pictures' intrinsic size (the phone layout's ratio). */
const HERO_IMAGE = { width: 1440, height: 810 };

const Root = styled.section`
  position: relative;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  ${media.up('md')} {
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.layout.gutterDesktop} 0;
  }
`;

const Viewport = styled.div`
  position: relative;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.secondary.main};
  ${media.up('md')} {
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

/** All slides share one grid cell: the carousel keeps the tallest slide's height, nothing below moves. */
const SlideStack = styled.div`
  display: grid;
`;

/**
 * The hidden slides stay laid out but invisible (out of the accessibility tree and the tab
 * order), so their lazy images load before they show, and slides cross-fade.
 */
const Slide = styled.div`
  grid-area: 1 / 1;
  display: flex;
  flex-direction: column;
  min-width: 0;
  transition:
    opacity 400ms ease-out,
    visibility 400ms;
  ${media.up('md')} {
    position: relative;
  }
  &[hidden] {
    display: flex;
    visibility: hidden;
    opacity: 0;
    pointer-events: none;
  }
`;

/** The hero pictures' box, from phone to desktop: reserved before a picture (or its tag) is there. */
const slideImageBox = css`
  ${media.up('md')} {
    aspect-ratio: 1200 / 420;
  }
`;

const SlideImage = styled(ResponsiveImage)`
  ${slideImageBox}
`;

/**
 * A hidden slide's picture before the browser's first commit: its box, so the slides' shared
 * height is the same with or without it and nothing moves when the picture comes (a taller
 * caption beside a missing picture made the carousel grow: CLS 0.013 on the Arabic home page).
 */
const SlideImageBox = styled.div`
  aspect-ratio: ${HERO_IMAGE.width} / ${HERO_IMAGE.height};
  ${slideImageBox}
`;

/** Over the image from tablet width; below it on phones, where the image is too small to hold text. */
const overlayCaption = css`
  position: absolute;
  top: 50%;
  left: ${({ theme }) => theme.space.xxl};
  transform: translateY(-50%);
  max-width: 460px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: rgba(255, 255, 255, 0.95);
  color: ${({ theme }) => theme.colors.text.primary};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Caption = styled.div<{ $overlay: boolean }>`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.layout.gutter};
  color: ${({ theme }) => theme.colors.secondary.contrastText};
  text-align: left;
  ${media.up('md')} {
    padding: ${({ theme }) => theme.space.xl};
    ${({ $overlay }) => ($overlay ? overlayCaption : '')}
  }
`;

const SlideTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  overflow-wrap: anywhere;
  ${media.up('md')} {
    font-size: ${({ theme }) => theme.fontSizes.xxxl};
  }
  [data-overlay='true'] & {
    ${media.up('md')} {
      color: ${({ theme }) => theme.colors.secondary.main};
    }
  }
`;

const SlideText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  ${media.up('md')} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  [data-overlay='true'] & {
    ${media.up('md')} {
      color: ${({ theme }) => theme.colors.text.secondary};
    }
  }
`;

const roundControl = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border-radius: 50%;
  cursor: pointer;
`;

const RotationButton = styled.button`
  ${roundControl}
  position: absolute;
  z-index: 1;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  border: 0;
  background: rgba(255, 255, 255, 0.92);
  color: ${({ theme }) => theme.colors.secondary.main};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${media.up('md')} {
    top: ${({ theme }) => theme.space.lg};
    right: ${({ theme }) => theme.space.xl};
  }
  &:hover {
    background: #ffffff;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.layout.gutter};
`;

const StepButton = styled.button`
  ${roundControl}
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  background: ${({ theme }) => theme.colors.background.raised};
  color: ${({ theme }) => theme.colors.secondary.main};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary.main};
    color: ${({ theme }) => theme.colors.primary.main};
  }
`;

const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
`;

/** A 44px target around a small dot; the current one is a longer magenta pill. */
const Dot = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    width: 10px;
    height: 10px;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.neutral[400]};
    transition:
      width ${({ theme }) => theme.transitions.normal},
      background ${({ theme }) => theme.transitions.normal};
  }
  &[aria-current='true']::before {
    width: 24px;
    background: ${({ theme }) => theme.colors.primary.main};
  }
`;

/**
 * The hero carousel, built to the WAI-ARIA carousel pattern: a rotation control first, slides
 * announced politely only while rotation is off, previous/next buttons and one labelled button per
 * slide. Rotation stops while the pointer or the keyboard focus is inside, and never starts by
 * itself for people who asked their system for reduced motion.
 */
export function HeroCarousel({ block, priority }: BlockProps) {
  const { t } = useTranslation(CATALOGUE_NS);
  const slides = block.items ?? [];
  const count = slides.length;
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focusedWithin, setFocusedWithin] = useState(false);
  const slidesId = useId();
  // The hidden slides' pictures come with the browser's first commit, not in the server's markup:
  // they load before they show, but after the first slide's, which is the first screen's largest
  // paint (issue 18).
  const [browserDrawn, setBrowserDrawn] = useState(false);
  useEffect(() => setBrowserDrawn(true), []);
  const current = count === 0 ? 0 : Math.min(index, count - 1);
  const rotating = playing && !hovered && !focusedWithin && count > 1;

  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [rotating, current, count]);

  if (count === 0) return null;

  const show = (next: number) => setIndex((next + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedWithin(false);
  };

  return (
    <Root
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={block.title || t('carousel.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusedWithin(true)}
      onBlur={onBlur}
    >
      <Viewport>
        {count > 1 && (
          <RotationButton
            type="button"
            aria-label={playing ? t('carousel.pause') : t('carousel.play')}
            data-playing={playing}
            onClick={() => setPlaying((value) => !value)}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </RotationButton>
        )}
        <SlideStack id={slidesId} aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <Slide
              key={slide.id}
              role="group"
              aria-roledescription={t('carousel.slideRole')}
              aria-label={t('carousel.slide', { current: i + 1, total: count })}
              hidden={i !== current}
            >
              {slide.image &&
                (i === 0 || browserDrawn ? (
                  <SlideImage
                    image={slide.image}
                    width={HERO_IMAGE.width}
                    height={HERO_IMAGE.height}
                    sizes="(min-width: 1200px) 1152px, 100vw"
                    priority={priority && i === 0}
                  />
                ) : (
                  <SlideImageBox data-testid="hero-image-box" />
                ))}
              <Caption $overlay={!!slide.image} data-overlay={!!slide.image}>
                <SlideTitle>{slide.title}</SlideTitle>
                {slide.subtitle && <SlideText>{slide.subtitle}</SlideText>}
                {slide.link && (
                  <CtaButton to={slide.link} size="lg">
                    {slide.ctaLabel || t('readMore')}
                  </CtaButton>
                )}
              </Caption>
            </Slide>
          ))}
        </SlideStack>
      </Viewport>
      {count > 1 && (
        <Controls>
          <StepButton type="button" aria-controls={slidesId} aria-label={t('carousel.previous')} onClick={() => show(current - 1)}>
            <ChevronStartIcon />
          </StepButton>
          <Dots role="group" aria-label={t('carousel.pagination')}>
            {slides.map((slide, i) => (
              <Dot
                key={slide.id}
                type="button"
                aria-controls={slidesId}
                aria-label={t('carousel.goTo', { index: i + 1, title: slide.title })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => show(i)}
              />
            ))}
          </Dots>
          <StepButton type="button" aria-controls={slidesId} aria-label={t('carousel.next')} onClick={() => show(current + 1)}>
            <ChevronEndIcon />
          </StepButton>
        </Controls>
      )}
    </Root>
  );
}
