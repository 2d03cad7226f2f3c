import type { ComponentPropsWithRef, MouseEventHandler, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { isExternalLink, localizePath, useLanguage, useSharedTranslation } from '@atlas/runtime';
import { Spinner } from './spinner';
import { VisuallyHidden } from './visually-hidden';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
  $loading: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary.main};
    color: ${({ theme }) => theme.colors.primary.contrastText};
    border-color: ${({ theme }) => theme.colors.primary.main};
    &:hover:not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.primary.dark};
      border-color: ${({ theme }) => theme.colors.primary.dark};
    }
  `,
  secondary: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary.main};
    border-color: ${({ theme }) => theme.colors.primary.main};
    &:hover:not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.primary.light};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.secondary.main};
    border-color: transparent;
    &:hover:not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.neutral[100]};
    }
  `,
  link: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text.link};
    border-color: transparent;
    text-decoration: underline;
    text-underline-offset: 2px;
    padding-left: 0;
    padding-right: 0;
    min-height: 0;
    height: auto;
    &:hover:not([aria-disabled='true']) {
      color: ${({ theme }) => theme.colors.primary.dark};
    }
  `,
};

const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  height: ${({ theme, $size }) => theme.controls.height[$size]};
  padding: 0 ${({ $size }) => ($size === 'sm' ? '12px' : '24px')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast};
  ${({ $variant }) => variants[$variant]}
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: ${({ $loading }) => ($loading ? 1 : 0.5)};
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;
const StyledAnchor = styled.a<StyleProps>`
  ${buttonStyles}
`;
const StyledLink = styled(Link)<StyleProps>`
  ${buttonStyles}
`;

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, keeps the label for screen readers and refuses clicks. */
  loading?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  children?: ReactNode;
}

export type ButtonProps = CommonProps &
  Omit<ComponentPropsWithRef<'button'>, keyof CommonProps> & {
    /** A site path (localised for the current language) rendered as a router link. */
    to?: string;
    /** A plain link; https:// links open in a new tab. */
    href?: string;
    target?: string;
    rel?: string;
    onClick?: MouseEventHandler<HTMLElement>;
  };

/**
 * The one button. With `to` it is a router link, with `href` an anchor; either way it keeps the
 * button's look. Disabled and loading buttons stay focusable (aria-disabled) so their state is
 * announced.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  startIcon,
  endIcon,
  children,
  to,
  href,
  disabled,
  onClick,
  type,
  target,
  rel,
  ...rest
}: ButtonProps) {
  const { t } = useSharedTranslation();
  const language = useLanguage();
  const inactive = disabled || loading;
  const style: StyleProps = { $variant: variant, $size: size, $fullWidth: fullWidth, $loading: loading };
  const content = (
    <>
      {loading ? <Spinner /> : startIcon}
      {children}
      {loading && <VisuallyHidden>{t('loading')}</VisuallyHidden>}
      {!loading && endIcon}
    </>
  );
  const handleClick: MouseEventHandler<HTMLElement> = (event) => {
    if (inactive) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const a11y = { 'aria-disabled': inactive || undefined, 'aria-busy': loading || undefined };
  const { ref: _ref, ...anchorRest } = rest as Record<string, unknown>;
  void _ref;

  const link = to ?? href;
  if (link !== undefined) {
    const external = isExternalLink(link);
    if (to !== undefined && !external) {
      return (
        <StyledLink {...style} {...(anchorRest as object)} {...a11y} to={localizePath(to, language)} onClick={handleClick}>
          {content}
        </StyledLink>
      );
    }
    return (
      <StyledAnchor
        {...style}
        {...(anchorRest as object)}
        {...a11y}
        href={external ? link : localizePath(link, language)}
        target={external ? '_blank' : target}
        rel={external ? 'noopener noreferrer' : rel}
        onClick={handleClick}
      >
        {content}
        {external && <VisuallyHidden> {t('externalLink')}</VisuallyHidden>}
      </StyledAnchor>
    );
  }
  return (
    <StyledButton {...style} {...rest} {...a11y} type={type ?? 'button'} onClick={handleClick}>
      {content}
    </StyledButton>
  );
}
