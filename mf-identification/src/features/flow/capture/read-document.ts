import { atlasApi } from '@atlas/runtime';
import type { DocumentReadingPurpose, IdentityType, OcrResponse } from '@atlas/contracts/identification';

interface Sides {
  mdn: string;
  identityType: IdentityType;
  recto: Blob;
  /** The card's back; a passport is read from its data page alone. */
  verso?: Blob;
}

function sidesForm({ mdn, identityType, recto, verso }: Sides, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append('mdn', mdn);
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  form.append('identityType', identityType);
  form.append('recto', recto, 'recto.jpg');
  if (identityType === 'cin' && verso) form.append('verso', verso, 'verso.jpg');
  return form;
}

/**
 * The document read on the server (multipart): in the flow with the code's proof (POST /v2/ocr),
 * or for an act of the signed-in customer's selected line (POST /v2/ocr/{purpose}, the session's
 * and the line's tokens).
 */
const readDocumentApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    readIdentityDocument: build.mutation<OcrResponse, Sides & { otpToken: string }>({
      query: ({ otpToken, ...sides }) => ({ url: '/api/ms-identification/v2/ocr', method: 'POST', data: sidesForm(sides, { otpToken }), anonymous: true }),
    }),
    readDocumentForAct: build.mutation<OcrResponse, Sides & { purpose: DocumentReadingPurpose }>({
      query: ({ purpose, ...sides }) => ({ url: `/api/ms-identification/v2/ocr/${purpose}`, method: 'POST', data: sidesForm(sides), authorized: true }),
    }),
  }),
});

export const { useReadIdentityDocumentMutation, useReadDocumentForActMutation } = readDocumentApi;
