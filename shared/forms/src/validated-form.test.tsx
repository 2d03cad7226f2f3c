import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object } from 'yup';
import { createI18n } from '@atlas/runtime';
import { renderUi } from '@atlas/test-kit';
import { Button } from '@atlas/ui-kit';
import { FormField } from './form-field';
import { emailRule, mdnRule } from './rules';
import { ValidatedForm } from './validated-form';

describe('ValidatedForm', () => {
  const schema = object({ mdn: mdnRule(), email: emailRule() });

  function ContactForm({ onSubmit }: { onSubmit: (values: unknown) => void }) {
    return (
      <ValidatedForm<{ mdn: string; email: string }> schema={schema} onSubmit={onSubmit} initialValues={{ mdn: '0612345678' }} aria-label="Contact">
        <FormField name="mdn" label="Numéro" required />
        <FormField name="email" label="E-mail" required />
        <Button type="submit">Valider</Button>
      </ValidatedForm>
    );
  }

  it('refuses with the schema’s messages and puts the keyboard on the first invalid field, then submits the values', async () => {
    createI18n('fr');
    const onSubmit = jest.fn();
    renderUi(<ContactForm onSubmit={onSubmit} />);
    expect(screen.getByRole('form', { name: 'Contact' })).toHaveAttribute('novalidate');
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const email = screen.getByLabelText(/E-mail/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());

    await userEvent.type(email, 'amina@atlas.ma');
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onSubmit).toHaveBeenCalledWith({ mdn: '0612345678', email: 'amina@atlas.ma' }, expect.anything(), expect.anything());
  });
});
