import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { parseDate, useFieldErrorText } from '@atlas/forms';
import { TextField } from '@atlas/ui-kit';
import { CATALOGUE_NS } from '../../i18n/catalogue';
import '../../i18n/catalogue-forms';

const CONTRACT_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Month, day, year: with dashes as the spec writes it, or slashes, dots, spaces or nothing between. */
const TYPED_DATE = /^(\d{2})[-/. ]?(\d{2})[-/. ]?(\d{4})$/;

/** The date as the spec shows it (MM-JJ-YYYY) from the contract's YYYY-MM-DD; unfinished text as typed. */
const shownCallBackDate = (value: string | undefined): string => {
  const date = CONTRACT_DATE.exec(value ?? '');
  return date ? `${date[2]}-${date[3]}-${date[1]}` : (value ?? '');
};

/** The contract's YYYY-MM-DD of a typed MM-JJ-YYYY date; unfinished or impossible text stays as typed (and is refused). */
const typedCallBackDate = (text: string): string => {
  const typed = TYPED_DATE.exec(text.trim());
  if (!typed) return text;
  const date = `${typed[3]}-${typed[1]}-${typed[2]}`;
  return parseDate(date) ? date : text;
};

/**
 * The scheduled call-back's date, typed and shown as MM-JJ-YYYY whatever the browser: a native
 * date input shows the browser's own format (JJ/MM/AAAA in a French browser), not the spec's. The
 * form keeps the contract's YYYY-MM-DD; text that is not a real date is refused with its format.
 */
export function CallBackDateField({ id }: { id: string }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const { input, meta } = useField<string>('date', {
    format: shownCallBackDate,
    parse: (text: string | undefined) => typedCallBackDate(text ?? ''),
    validate: (value: string | undefined) => (value && !CONTRACT_DATE.test(value) ? t('forms.callBack.dateFormat') : undefined),
  });
  const error = useFieldErrorText(meta);
  return (
    <TextField
      {...input}
      id={id}
      label={t('forms.callBack.date')}
      hint={t('forms.callBack.dateHint')}
      required
      inputMode="numeric"
      autoComplete="off"
      dir="ltr"
      maxLength={10}
      error={error}
    />
  );
}
