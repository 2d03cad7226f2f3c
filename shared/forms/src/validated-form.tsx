import type { FormHTMLAttributes, ReactNode } from 'react';
import { Form, type FormProps } from 'react-final-form';
import type { AnySchema } from 'yup';
import { focusFirstInvalid } from './focus-first-invalid';
import { validateWith } from './validate-with';

export interface ValidatedFormProps<Values> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  /** The spec's rules and messages for the values. */
  schema: AnySchema;
  onSubmit: FormProps<Values>['onSubmit'];
  initialValues?: Partial<Values>;
  children: ReactNode;
}

/**
 * A react-final-form form checked with a yup schema: a refused submit puts the keyboard on the
 * first field that says what is wrong. Other attributes go to the <form> element.
 */
export function ValidatedForm<Values extends object>({ schema, onSubmit, initialValues, children, ...attributes }: ValidatedFormProps<Values>) {
  return (
    <Form<Values>
      validate={validateWith<Values>(schema)}
      onSubmit={onSubmit}
      initialValues={initialValues}
      render={({ handleSubmit, form }) => (
        <form
          {...attributes}
          onSubmit={(event) => {
            void handleSubmit(event);
            if (form.getState().hasValidationErrors) focusFirstInvalid(event.currentTarget);
          }}
          noValidate
        >
          {children}
        </form>
      )}
    />
  );
}
