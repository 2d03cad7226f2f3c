/** Test helper: one step of the flow rendered as the shell would, its flow already under way. */
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Language } from '@atlas/contracts';
import { renderWithPlatform } from '@atlas/test-kit/render-with-platform';
import { FlowProvider, type FlowState } from './flow-state';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

export function renderStep(
  step: ReactElement,
  { state = null, path = '/identification', language = 'fr' }: { state?: FlowState | null; path?: string; language?: Language } = {},
) {
  return renderWithPlatform(
    <FlowProvider initial={state}>
      <Routes>
        <Route path="*" element={step} />
      </Routes>
      <Where />
    </FlowProvider>,
    { path, language },
  );
}

export const IDENTITY = {
  type: 'cin' as const,
  cinId: 'BK654321',
  firstName: 'NADIA',
  lastName: 'ALAOUI',
  birthDate: '1990-04-12',
  documentOcrName: 'NADIA ALAOUI',
  gender: 'F' as const,
  city: 'RABAT',
  address: '12 RUE JAAFAR',
  passportNumber: '',
  nationality: 'MAR',
  lastNameAr: 'العلوي',
  firstNameAr: 'نادية',
  birthPlaceAr: 'الرباط',
};
export const OCR = {
  identity: IDENTITY,
  documentNumber: 'Z03085398',
  expiryDate: '2031-05-01',
  checkDigitsValid: true,
  fieldsToReview: ['firstNameAr'],
  ocrToken: 'scan-token-123',
};
