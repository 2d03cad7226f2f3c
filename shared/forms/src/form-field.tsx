import { useField } from 'react-final-form';
import type { FieldMetaState } from 'react-final-form';
import { useSharedTranslation } from '@atlas/runtime';
import {
  Checkbox,
  type CheckboxProps,
  CheckboxGroup,
  type CheckboxGroupProps,
  RadioGroup,
  type RadioGroupProps,
  Select,
  type SelectProps,
  TextField,
  type TextFieldProps,
} from '@atlas/ui-kit';
import { translateValidationMessage } from './validation-message';

/** The translated error to show: after the field was left or a submit failed; server errors too. */
export function useFieldErrorText(meta: FieldMetaState<unknown>): string | undefined {
  const { t } = useSharedTranslation(['validation', 'common']);
  const shown = (meta.touched || meta.submitFailed) && (meta.error ?? (!meta.dirtySinceLastSubmit ? meta.submitError : undefined));
  return shown ? translateValidationMessage(t as never, shown) : undefined;
}

export type FormFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name'> & {
  name: string;
  /** Turns the typed text into the stored value (e.g. strip spaces). */
  parse?: (value: string) => string;
};

/** A TextField bound to react-final-form: value, touched state and the translated error. */
export function FormField({ name, type = 'text', parse, ...props }: FormFieldProps) {
  const { input, meta } = useField<string>(name, { type, parse: parse ? (value: string) => parse(value ?? '') : undefined });
  const error = useFieldErrorText(meta);
  return <TextField {...props} {...input} value={input.value ?? ''} type={type} error={error} />;
}

export type FormSelectProps = Omit<SelectProps, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name'> & { name: string };

export function FormSelect({ name, ...props }: FormSelectProps) {
  const { input, meta } = useField<string>(name);
  const error = useFieldErrorText(meta);
  return <Select {...props} {...input} value={input.value ?? ''} error={error} />;
}

export type FormCheckboxProps = Omit<CheckboxProps, 'checked' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name'> & { name: string };

/** Terms acceptance and other booleans. */
export function FormCheckbox({ name, ...props }: FormCheckboxProps) {
  const { input, meta } = useField<boolean>(name, { type: 'checkbox' });
  const error = useFieldErrorText(meta);
  return (
    <Checkbox {...props} name={input.name} checked={!!input.checked} onChange={input.onChange} onBlur={input.onBlur} onFocus={input.onFocus} error={error} />
  );
}

export type FormRadioGroupProps = Omit<RadioGroupProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'> & { name: string };

/** A RadioGroup bound to react-final-form (segment, immediate or scheduled call…). */
export function FormRadioGroup({ name, ...props }: FormRadioGroupProps) {
  const { input, meta } = useField<string>(name);
  const error = useFieldErrorText(meta);
  return <RadioGroup {...props} name={input.name} value={input.value || undefined} onChange={input.onChange} onBlur={input.onBlur} error={error} />;
}

export type FormCheckboxGroupProps = Omit<CheckboxGroupProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'> & { name: string };

/** Several ticks stored as an array of values (the business form's needs). */
export function FormCheckboxGroup({ name, ...props }: FormCheckboxGroupProps) {
  const { input, meta } = useField<string[]>(name);
  const error = useFieldErrorText(meta);
  return (
    <CheckboxGroup
      {...props}
      name={input.name}
      value={Array.isArray(input.value) ? input.value : []}
      onChange={input.onChange}
      onBlur={input.onBlur}
      error={error}
    />
  );
}
