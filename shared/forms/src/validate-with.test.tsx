import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { array, object, string } from 'yup';
import { createI18n } from '@atlas/runtime';
import { renderUi } from '@atlas/test-kit';
import { Button } from '@atlas/ui-kit';
import { FormCheckbox, FormField } from './form-field';
import { emailRule, mdnRule, postalCodeRule, requiredField, termsRule } from './rules';
import { validateWith } from './validate-with';
import { message } from './validation-message';

describe('validateWith', () => {
  it('answers per-field message keys, nested and in arrays', () => {
    const validate = validateWith(
      object({
        firstName: requiredField('firstName'),
        address: object({ city: requiredField('city'), postalCode: postalCodeRule() }),
        contacts: array(object({ email: emailRule() })),
      }),
    );
    expect(validate({ firstName: '', address: { city: '', postalCode: '123' }, contacts: [{ email: 'ok@atlas.ma' }, { email: 'nope' }] })).toEqual({
      firstName: { key: 'firstNameRequired' },
      address: { city: { key: 'cityRequired' }, postalCode: { key: 'postalCodeInvalid' } },
      contacts: [undefined, { email: { key: 'emailInvalid' } }],
    });
    expect(validate({ firstName: 'Amina', address: { city: 'Rabat', postalCode: '10000' }, contacts: [] })).toEqual({});
  });

  it('keeps the first failure of a field', () => {
    const validate = validateWith(object({ mdn: mdnRule() }));
    expect(validate({ mdn: '' })).toEqual({ mdn: { key: 'mdnRequired' } });
  });

  it('answers a promise for asynchronous rules', async () => {
    const validate = validateWith(object({ mdn: string().test('known', message('mdnInvalid'), async (value) => value === '0612345678') }));
    await expect(validate({ mdn: '0700000000' })).resolves.toEqual({ mdn: { key: 'mdnInvalid' } });
    await expect(validate({ mdn: '0612345678' })).resolves.toEqual({});
  });
});

describe('FormField', () => {
  const schema = object({ phoneNumber: mdnRule(), terms: termsRule() });

  function RechargeForm({ onSubmit }: { onSubmit: (values: unknown) => void }) {
    return (
      <Form onSubmit={onSubmit} validate={validateWith(schema)}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <FormField name="phoneNumber" label="Numéro de téléphone" required inputMode="tel" placeholder="06XXXXXXXX" />
            <FormCheckbox name="terms" label="J’accepte les conditions" required />
            <Button type="submit">Valider</Button>
          </form>
        )}
      </Form>
    );
  }

  it('shows translated errors after submit and after leaving a field', async () => {
    createI18n('fr');
    const onSubmit = jest.fn();
    renderUi(<RechargeForm onSubmit={onSubmit} />);
    const input = screen.getByLabelText(/Numéro de téléphone/);
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Le numéro de téléphone est obligatoire');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Vous devez accepter les conditions générales');

    await userEvent.type(input, '0812345678');
    await userEvent.tab();
    expect(input).toHaveAccessibleDescription('Le numéro doit comporter 10 chiffres et commencer par 05, 06 ou 07');

    await userEvent.clear(input);
    await userEvent.type(input, '0612345678');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onSubmit).toHaveBeenCalledWith({ phoneNumber: '0612345678', terms: true }, expect.anything(), expect.anything());
  });

  it('speaks Arabic', async () => {
    createI18n('ar');
    renderUi(<RechargeForm onSubmit={jest.fn()} />, { language: 'ar' });
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(screen.getByLabelText(/Numéro de téléphone/)).toHaveAccessibleDescription('رقم الهاتف إجباري');
  });
});
