import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { readState, skipToken, useLanguage } from '@atlas/runtime';
import { Button, FieldHint, media, searchText, Select, TextField, useDebouncedValue, VisuallyHidden } from '@atlas/ui-kit';
import { ADDRESS_QUERY_MIN_LENGTH, type CoverageAddress } from '@atlas/contracts/eligibility';
import { CATALOGUE_NS } from '../../i18n/catalogue';
import { addressLabel, addressLocality } from './address-label';
import { useAddressSuggestionsQuery, useCoverageCitiesQuery } from './eligibility-api';
import '../../i18n/catalogue-eligibility';

/** What the customer asks to test: a building of the list, or an address the list does not hold. */
export type AddressTarget = { kind: 'building'; address: CoverageAddress } | { kind: 'unlisted'; text: string; cityId: string };

const SEARCH_DELAY_MS = 250;
const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${media.up('md')} {
    grid-template-columns: minmax(0, 13rem) minmax(0, 1fr) auto;
    align-items: start;
    > button {
      margin-top: 26px;
    }
  }
`;

const Combo = styled.div`
  position: relative;
  min-width: 0;
`;

const panel = css`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  inset-inline: 0;
  top: calc(100% + 4px);
  max-height: min(50vh, 360px);
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space.xxs} 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.raised};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Listbox = styled.ul`
  ${panel}
  &[hidden] {
    display: none;
  }
`;

const Pending = styled.div`
  ${panel}
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Option = styled.li<{ $active: boolean }>`
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.primary.light : 'transparent')};
  border-inline-start: 3px solid ${({ theme, $active }) => ($active ? theme.colors.primary.main : 'transparent')};
  small {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  &[data-unlisted] {
    border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
    color: ${({ theme }) => theme.colors.text.link};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Note = styled.li`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface AddressSearchProps {
  onTest: (target: AddressTarget) => void;
  /** A test is running: the button shows it and refuses a second one. */
  testing?: boolean;
}

/**
 * The address of the test: a city filter and a combobox that suggests the addresses of the
 * coverage list as one types (accents, case and Arabic letter variants do not matter). Arrow
 * keys move through the suggestions (aria-activedescendant), Enter picks one, Escape closes the
 * list; how many were found is announced. The last option says the address is not in the list.
 */
export function AddressSearch({ onTest, testing = false }: AddressSearchProps) {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  const ids = useId();
  const inputId = `${ids}-address`;
  const listId = `${ids}-suggestions`;
  const hintId = `${ids}-hint`;
  const cities = readState(useCoverageCitiesQuery());
  const [cityId, setCityId] = useState('');
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<AddressTarget | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState<string | null>(null);

  const query = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const searchable = searchText(query).length >= ADDRESS_QUERY_MIN_LENGTH && chosen === null;
  const answer = readState(useAddressSuggestionsQuery(searchable ? { q: query, city: cityId } : skipToken));
  const typing = text.trim() !== query;
  const ready = searchable && !typing && answer.status === 'ready';
  const suggestions = ready ? answer.data.suggestions : [];
  // The suggestions, then "my address is not in the list".
  const optionCount = ready ? suggestions.length + 1 : 0;
  const expanded = open && ready;
  const pending = open && searchable && !ready;

  useEffect(() => setActive(-1), [query, cityId]);
  useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listId]);

  const choose = (index: number) => {
    if (index < suggestions.length) {
      const address = suggestions[index]!;
      setText(addressLabel(address, language));
      setChosen({ kind: 'building', address });
    } else {
      setChosen({ kind: 'unlisted', text: text.trim(), cityId });
    }
    setOpen(false);
    setError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (optionCount === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 ? (step > 0 ? 0 : optionCount - 1) : (current + step + optionCount) % optionCount));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else {
        setText('');
        setChosen(null);
      }
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (testing) return;
    if (chosen) {
      onTest(chosen);
      return;
    }
    setError(t('eligibility.chooseFromList'));
    setOpen(true);
  };

  const announcement =
    !searchable || typing
      ? ''
      : answer.status === 'loading'
        ? t('eligibility.searching')
        : answer.status === 'error'
          ? t('eligibility.suggestError')
          : suggestions.length
            ? t('eligibility.suggestionsCount', { count: suggestions.length })
            : t('eligibility.noSuggestion');

  return (
    <Form onSubmit={submit} noValidate role="search" aria-label={t('eligibility.address')}>
      <Select
        id={`${ids}-city`}
        label={t('eligibility.city')}
        placeholder={t('eligibility.allCities')}
        options={(cities.status === 'ready' ? cities.data.cities : []).map((city) => ({ value: city.id, label: city.name[language] }))}
        value={cityId}
        onChange={(event) => {
          setCityId(event.target.value);
          setChosen(null);
        }}
      />
      <div>
        <Combo>
          <TextField
            id={inputId}
            label={t('eligibility.address')}
            value={text}
            error={error ?? undefined}
            onChange={(event) => {
              setText(event.target.value);
              setChosen(null);
              setError(null);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            aria-describedby={hintId}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            enterKeyHint="search"
            data-address-search=""
          />
          {pending && <Pending aria-hidden="true">{answer.status === 'error' ? t('eligibility.suggestError') : t('eligibility.searching')}</Pending>}
          <Listbox id={listId} role="listbox" aria-label={t('eligibility.suggestions')} hidden={!expanded}>
            {ready && suggestions.length === 0 && <Note role="presentation">{t('eligibility.noSuggestion')}</Note>}
            {suggestions.map((address, index) => (
              <Option
                key={address.buildingId}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                $active={index === active}
                data-building-id={address.buildingId}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(index)}
              >
                <span>{address.street[language]}</span>
                <small>{addressLocality(address, language)}</small>
              </Option>
            ))}
            {ready && (
              <Option
                id={`${listId}-${suggestions.length}`}
                role="option"
                aria-selected={active === suggestions.length}
                $active={active === suggestions.length}
                data-unlisted=""
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(suggestions.length)}
              >
                {t('eligibility.notInList')}
              </Option>
            )}
          </Listbox>
        </Combo>
        <FieldHint id={hintId}>{t('eligibility.addressHint')}</FieldHint>
      </div>
      <Button type="submit" loading={testing}>
        {t('eligibility.test')}
      </Button>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Form>
  );
}
