import { type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Container, media, SuccessPanel } from '@atlas/ui-kit';
import { CATALOGUE_NS } from '../i18n/catalogue';
import '../i18n/catalogue-forms';

/** The page around a public form: one readable column. */
export const FormPage = styled(Container)<{ $wide?: boolean }>`
  max-width: ${({ $wide }) => ($wide ? '880px' : '720px')};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

/** A titled group of fields. */
export const FormSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.secondary.main};
  }
`;

/** Fields side by side from tablets up, one under the other on phones. */
export const FieldRow = styled.div<{ $columns?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${media.up('sm')} {
    grid-template-columns: ${({ $columns }) => $columns ?? '1fr 1fr'};
  }
`;

export const FormNote = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The confirmation of a stored request: its title, reference and what follows; focused when shown. */
export function FormSent({
  form,
  title,
  reference,
  children,
  onAgain,
}: {
  form: string;
  title: string;
  reference: string;
  children?: ReactNode;
  onAgain?: () => void;
}) {
  const { t } = useTranslation(CATALOGUE_NS);
  return (
    <SuccessPanel role="status" tabIndex={-1} ref={(element) => element?.focus()} data-form-sent={form}>
      <h2>{title}</h2>
      <p>{t('forms.reference', { reference })}</p>
      {children}
      {onAgain && (
        <div>
          <Button variant="secondary" onClick={onAgain}>
            {t('forms.again')}
          </Button>
        </div>
      )}
    </SuccessPanel>
  );
}
