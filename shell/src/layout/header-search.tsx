import { forwardRef, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { type Language } from '@atlas/contracts';
import { localizePath } from '@atlas/runtime';
import { IconButton, media } from '@atlas/ui-kit';
import { SHELL_NS } from '../i18n/shell';

const Toggle = styled(IconButton)`
  /* Below 900px the search is in the menu drawer: the bar keeps room for the basket and the account. */
  ${media.down('md')} {
    display: none;
  }
`;

const Form = styled.form`
  display: flex;
  gap: 8px;
`;

const Panel = styled.div`
  position: absolute;
  inset-inline: 0;
  top: 100%;
  padding: 12px ${({ theme }) => theme.layout.gutter};
  background: ${({ theme }) => theme.colors.background.raised};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Field = styled.input`
  flex: 1;
  min-width: 0;
  height: ${({ theme }) => theme.controls.height.md};
  padding: 0 14px;
  border: 1px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.pill};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary.main};
    outline-offset: 1px;
  }
`;

const Submit = styled.button`
  flex: none;
  height: ${({ theme }) => theme.controls.height.md};
  padding: 0 18px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary.main};
  color: ${({ theme }) => theme.colors.primary.contrastText};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primary.dark};
  }
`;

function MagnifierIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export interface SiteSearchFormProps {
  language: Language;
  /** After a search is sent (the header panel closes). */
  onSearched?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLFormElement>) => void;
}

/**
 * The site search field: the words typed lead to the search page of mf-catalogue (`/search?q=`),
 * whose results are grouped by category. An empty search stays here.
 */
export const SiteSearchForm = forwardRef<HTMLInputElement, SiteSearchFormProps>(function SiteSearchForm({ language, onSearched, onKeyDown }, fieldRef) {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    onSearched?.();
    navigate(`${localizePath('/search', language)}?q=${encodeURIComponent(q)}`);
  };
  return (
    <Form role="search" aria-label={t('siteSearch.label')} onSubmit={submit} onKeyDown={onKeyDown}>
      <Field
        ref={fieldRef}
        type="search"
        name="q"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-label={t('siteSearch.label')}
        placeholder={t('siteSearch.placeholder')}
        enterKeyHint="search"
        maxLength={100}
      />
      <Submit type="submit">{t('siteSearch.submit')}</Submit>
    </Form>
  );
});

/** The site search from every page on larger screens: a header button opens the field under the bar. */
export function HeaderSearch({ language }: { language: Language }) {
  const { t } = useTranslation(SHELL_NS);
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);

  // Leaving the page closes the field.
  useEffect(() => setOpen(false), [location.pathname]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <>
      <Toggle
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t(open ? 'siteSearch.close' : 'siteSearch.open')}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <MagnifierIcon />
      </Toggle>
      {open && (
        <Panel id={panelId}>
          <SiteSearchForm
            ref={field}
            language={language}
            onSearched={() => setOpen(false)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') close();
            }}
          />
        </Panel>
      )}
    </>
  );
}
