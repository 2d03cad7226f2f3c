import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { useSharedTranslation } from '@atlas/runtime';
import { VisuallyHidden } from './visually-hidden';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Block = styled.span<{ $width: string; $height: string; $radius: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ $radius }) => $radius};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.neutral[100]} 25%,
    ${({ theme }) => theme.colors.neutral[50]} 50%,
    ${({ theme }) => theme.colors.neutral[100]} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const size = (value: number | string | undefined, fallback: string): string =>
  value === undefined ? fallback : typeof value === 'number' ? `${value}px` : value;

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  variant?: 'text' | 'rect' | 'circle';
  /** Several text lines, the last one shorter. */
  lines?: number;
  className?: string;
}

/** A placeholder shape while content loads. Hidden from screen readers: wrap it in a Loading region. */
export function Skeleton({ width, height, variant = 'text', lines = 1, className }: SkeletonProps) {
  const radius = variant === 'circle' ? '50%' : variant === 'rect' ? '8px' : '4px';
  const h = size(height, variant === 'text' ? '1em' : '120px');
  if (lines > 1) {
    return (
      <Lines aria-hidden="true" className={className}>
        {Array.from({ length: lines }, (_, i) => (
          <Block key={i} $width={i === lines - 1 ? '60%' : size(width, '100%')} $height={h} $radius={radius} />
        ))}
      </Lines>
    );
  }
  return <Block aria-hidden="true" className={className} $width={size(width, variant === 'circle' ? h : '100%')} $height={h} $radius={radius} />;
}

/** Wraps skeletons: tells assistive technologies that the area is loading. */
export function Loading({ children, label, className }: { children?: ReactNode; label?: string; className?: string }) {
  const { t } = useSharedTranslation();
  return (
    <div role="status" aria-busy="true" className={className}>
      <VisuallyHidden>{label ?? t('loading')}</VisuallyHidden>
      {children}
    </div>
  );
}
