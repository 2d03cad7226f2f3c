import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@atlas/runtime';
import { Button, Modal } from '@atlas/ui-kit';
import { RIO_SHORT_NUMBER } from '@atlas/contracts/portability';
import { CATALOGUE_NS } from '../../i18n/catalogue';
import '../../i18n/catalogue-forms';

const InfoButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary.main};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.neutral[100]};
  }
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 20px;
    height: 20px;
    border: 2px solid currentColor;
    border-radius: 50%;
    font-size: 12px;
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  /* The number sits at the start of each step's first line, in either direction. */
  list-style-position: inside;
`;

const Sms = styled.strong`
  unicode-bidi: isolate;
  direction: ltr;
`;

/** The ⓘ inside the RIO field: an accessible dialog saying how to get the code (a free SMS to 1234). */
export function RioHelp() {
  const { t } = useTranslation(CATALOGUE_NS);
  const [open, setOpen] = useState(false);
  const shortNumber = useAppConfig()?.appParams.rioShortNumber ?? RIO_SHORT_NUMBER;
  return (
    <>
      <InfoButton type="button" aria-label={t('forms.portability.rioHelp')} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span aria-hidden="true">i</span>
      </InfoButton>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('forms.portability.rioHelpTitle')}
        size="sm"
        footer={
          <Button type="button" onClick={() => setOpen(false)}>
            {t('forms.portability.rioHelpOk')}
          </Button>
        }
      >
        <Steps>
          <li>
            {t('forms.portability.rioStep1Before')} <Sms>RIO</Sms> {t('forms.portability.rioStep1To')} <Sms>{shortNumber}</Sms>
            {t('forms.portability.rioStep1After')}
          </li>
          <li>{t('forms.portability.rioStep2')}</li>
          <li>{t('forms.portability.rioStep3')}</li>
        </Steps>
      </Modal>
    </>
  );
}
