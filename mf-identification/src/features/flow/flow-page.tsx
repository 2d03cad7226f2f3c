import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Language } from '@atlas/contracts';
import { Container, Stack, Stepper } from '@atlas/ui-kit';
import { IDENTIFICATION_NS } from '../../i18n/identification';

export const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.xl};
  max-width: 720px;
`;
export const Card = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.raised};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;
export const Notice = styled.p<{ $tone: 'info' | 'danger' | 'success' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors[$tone].light};
  color: ${({ theme, $tone }) => ($tone === 'info' ? theme.colors.text.primary : theme.colors[$tone].main)};
`;
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

const STEPS = ['start', 'otp', 'ocr', 'infos', 'signature', 'create'] as const;
export type FlowStep = (typeof STEPS)[number];

/** A step's page: the flow's title (focused when the step shows), the stepper and the step's card. */
export function FlowPage({ step, language, children }: { step: FlowStep; language: Language; children: ReactNode }) {
  const { t } = useTranslation(IDENTIFICATION_NS);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [step]);
  return (
    <Page lang={language}>
      <Stack>
        <h1 ref={heading} tabIndex={-1}>
          {t('title')}
        </h1>
        <Stepper steps={STEPS.map((name) => t(`steps.${name}`))} current={STEPS.indexOf(step)} label={t('steps.label')} />
        <Card>
          <Stack>{children}</Stack>
        </Card>
      </Stack>
    </Page>
  );
}

/** A refusal of the step's request, said where the customer looks. */
export function Failure({ text }: { text: string | null }) {
  return text ? (
    <Notice $tone="danger" role="alert">
      {text}
    </Notice>
  ) : null;
}
