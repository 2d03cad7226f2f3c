import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { localizePath, type Language } from '@atlas/shared';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: ${({ theme }) => theme.colors.secondary.main};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.neutral[50]};
  }
`;

const Panel = styled.form`
  position: absolute;
  inset-inline: 0;
  top: 100%;
  display: flex;
  gap: 8px;
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

/**
 * The site search from every page: a button in the header opens a field under it; the search
 * page (mf-catalogue, `/search?q=`) shows the results grouped by category.
 */
export function HeaderSearch({ language }: { language: Language }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) {
      field.current?.focus();
      return;
    }
    setOpen(false);
    navigate(`${localizePath('/search', language)}?q=${encodeURIComponent(q)}`);
  };

  return (
    <>
      <Toggle ref={toggle} type="button" aria-expanded={open} aria-controls={panelId} aria-label={t(open ? 'siteSearch.close' : 'siteSearch.open')} onClick={() => (open ? close() : setOpen(true))}>
        <MagnifierIcon />
      </Toggle>
      {open && (
        <Panel
          id={panelId}
          role="search"
          aria-label={t('siteSearch.label')}
          onSubmit={submit}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <Field ref={field} type="search" name="q" value={query} onChange={(event) => setQuery(event.target.value)} aria-label={t('siteSearch.label')} placeholder={t('siteSearch.placeholder')} enterKeyHint="search" maxLength={100} />
          <Submit type="submit">{t('siteSearch.submit')}</Submit>
        </Panel>
      )}
    </>
  );
}
