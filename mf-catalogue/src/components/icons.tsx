import styled from 'styled-components';

/**
 * Icons that point somewhere ("next", "previous") mean the reading direction: stylis-plugin-rtl
 * flips CSS but not drawings, so they mirror themselves from the theme's direction.
 */
const DirectionalSvg = styled.svg`
  flex: none;
  transform: ${({ theme }) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none')};
`;

const Svg = styled.svg`
  flex: none;
`;

interface IconProps {
  size?: number;
  className?: string;
}

/** Points to the end of the line: right in French and English, left in Arabic. */
export function ChevronEndIcon({ size = 24, className }: IconProps) {
  return (
    <DirectionalSvg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon="chevron-end">
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
    </DirectionalSvg>
  );
}

/** Points to the start of the line: left in French and English, right in Arabic. */
export function ChevronStartIcon({ size = 24, className }: IconProps) {
  return (
    <DirectionalSvg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon="chevron-start">
      <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
    </DirectionalSvg>
  );
}

export function PauseIcon({ size = 20, className }: IconProps) {
  return (
    <Svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
    </Svg>
  );
}

/** A play triangle is a media symbol, not a reading direction: it never flips. */
export function PlayIcon({ size = 20, className }: IconProps) {
  return (
    <Svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </Svg>
  );
}

export function CheckIcon({ size = 20, className }: IconProps) {
  return (
    <Svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </Svg>
  );
}
