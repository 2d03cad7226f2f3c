import styled from 'styled-components';
import type { Price as PriceValue } from '@atlas/contracts/content';
import { formatAmount, currencyLabel } from '../format/format-amount';
import { useLanguage, useSharedTranslation } from '@atlas/runtime';

const Root = styled.span<{ $size: 'sm' | 'md' | 'lg' }>`
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme, $size }) => ({ sm: theme.fontSizes.md, md: theme.fontSizes.xl, lg: theme.fontSizes.xxxl })[$size]};
  font-variant-numeric: tabular-nums;
`;

const Suffix = styled.span`
  font-size: 0.6em;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface PriceProps {
  amount: number | string;
  period?: PriceValue['period'];
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** An amount in dirhams: "49 Dh", "49,5 Dh/mois". Two decimals at most, trailing zeros dropped. */
export function Price({ amount, period, size = 'md', className }: PriceProps) {
  const language = useLanguage();
  const { t } = useSharedTranslation();
  const periodText = period && period !== 'once' ? t(`period.${period}`) : '';
  return (
    <Root className={className} $size={size}>
      {formatAmount(amount, language)}{' '}
      <Suffix>
        {currencyLabel(language)}
        {periodText}
      </Suffix>
    </Root>
  );
}
