import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { boolean, object, string } from 'yup';
import type { Language } from '@atlas/contracts';
import { localizePath, toApiError, useErrorText } from '@atlas/runtime';
import { Button, Stack } from '@atlas/ui-kit';
import { FormCheckbox, message, translateValidationMessage, validateWith } from '@atlas/forms';
import { IDENTIFICATION_NS } from '../../../i18n/identification';
import { IDENTIFICATION_PATHS as P } from '../../../platform-remote';
import { Failure, FlowPage, Notice } from '../flow-page';
import { finished, useFlow } from '../flow-state';
import { IdentificationTerms } from './identification-terms';
import { SignaturePad } from './signature-pad';
import { useUpdateCustomerCrmMutation } from './update-customer-crm';

/** Signed on the pad and the identification terms accepted: both required. */
const signatureSchema = object({
  signature: string().required(message('identification:signature.empty')),
  terms: boolean().oneOf([true], message('identification:signature.termsRequired')).required(message('identification:signature.termsRequired')),
});

interface SignatureValues {
  signature?: string;
  terms?: boolean;
}

/** Step 5: the signature and the terms; the line is identified (and, without a web account, the sign-up proof given). */
export function SignatureStep({ language }: { language: Language }) {
  const { t } = useTranslation(IDENTIFICATION_NS);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { state, setState } = useFlow();
  const [update, updating] = useUpdateCustomerCrmMutation();
  // Identified: the identity has left the state and the flow is moving on to its last step.
  if (state?.done) return null;
  if (!state?.identity || !state.ocr || !state.otpToken) return <Navigate replace to={localizePath(P.start, language)} />;
  const { ocr, otpToken } = state;

  const submit = async (values: SignatureValues) => {
    const answer = await update({
      mdn: state.mdn,
      otpToken,
      ocrToken: ocr.ocrToken,
      honorific: state.honorific,
      signature: values.signature!,
      termsAccepted: true,
    });
    if ('error' in answer) return;
    setState(answer.data.signupToken ? { ...state, signupToken: answer.data.signupToken, recto: undefined, verso: undefined } : finished(state, 'identified'));
    void navigate(localizePath(P.create, language));
  };

  return (
    <FlowPage step="signature" language={language}>
      <Form<SignatureValues>
        validate={validateWith(signatureSchema)}
        onSubmit={submit}
        render={({ handleSubmit }) => (
          <form onSubmit={(event) => void handleSubmit(event)} noValidate>
            <Stack>
              <p id="signature-intro">{t('signature.intro')}</p>
              <Field<string> name="signature">
                {({ input, meta }) => (
                  <>
                    <SignaturePad onChange={input.onChange} describedBy="signature-intro" />
                    {meta.submitFailed && meta.error && (
                      <Notice $tone="danger" role="alert">
                        {translateValidationMessage((key, options) => t(key, options), meta.error)}
                      </Notice>
                    )}
                  </>
                )}
              </Field>
              <IdentificationTerms language={language} />
              <FormCheckbox name="terms" label={t('signature.terms')} />
              <Failure text={updating.error ? errorText(toApiError(updating.error).code) : null} />
              <Button type="submit" loading={updating.isLoading}>
                {t('signature.submit')}
              </Button>
            </Stack>
          </form>
        )}
      />
    </FlowPage>
  );
}
