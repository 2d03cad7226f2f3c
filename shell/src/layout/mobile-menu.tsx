import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { type Language, type MegaMenuEntry } from '@atlas/contracts';
import { IconButton, media, SiteLink } from '@atlas/ui-kit';
import { SiteSearchForm } from './header-search';
import { LanguageSwitch } from './language-switch';
import { FULL_HEADER } from './header-breakpoint';
import { SHELL_NS } from '../i18n/shell';

const Toggle = styled(IconButton)`
  ${media.up(FULL_HEADER)} {
    display: none;
  }
`;

const Drawer = styled.div`
  position: fixed;
  inset: 64px 0 0 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.background.page};
  padding: 16px;
  > form {
    margin-bottom: 8px;
  }
  ${media.up(FULL_HEADER)} {
    display: none;
  }
`;

const Section = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
  summary {
    padding: 14px 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.secondary.main};
    cursor: pointer;
  }
  ul {
    margin: 0 0 12px;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: 10px 12px;
    color: ${({ theme }) => theme.colors.text.primary};
    text-decoration: none;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 16px 0;
`;

const GroupTitle = styled.p`
  margin: 8px 0 0;
  padding: 0 12px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** One top entry's links: its own page first, then each column under its title. */
function SectionLinks({ entry }: { entry: MegaMenuEntry }) {
  const leaves = (entry.children ?? []).filter((child) => !child.children?.length);
  const groups = (entry.children ?? []).filter((child) => child.children?.length);
  return (
    <>
      <ul>
        {entry.link && (
          <li>
            <SiteLink to={entry.link}>{entry.label}</SiteLink>
          </li>
        )}
        {leaves.map((leaf) => (
          <li key={leaf.id}>
            <SiteLink to={leaf.link ?? '/'}>{leaf.label}</SiteLink>
          </li>
        ))}
      </ul>
      {groups.map((group) => (
        <div key={group.id}>
          <GroupTitle>{group.label}</GroupTitle>
          <ul>
            {group.link && (
              <li>
                <SiteLink to={group.link}>{group.label}</SiteLink>
              </li>
            )}
            {(group.children ?? []).map((item) => (
              <li key={item.id}>
                <SiteLink to={item.link ?? '/'}>{item.label}</SiteLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

/** Below 900px: a drawer with one collapsible section per top entry. */
export function MobileMenu({ entries, language, selfCareLink }: { entries: MegaMenuEntry[]; language: Language; selfCareLink: string }) {
  const { t } = useTranslation(SHELL_NS);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [open]);

  return (
    <>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? t('closeMenu') : t('openMenu')}
        onClick={() => setOpen((value) => !value)}
        data-testid="mobile-menu-toggle"
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
      </Toggle>
      {open && (
        <Drawer id="mobile-menu" role="dialog" aria-modal="true" aria-label={t('mainMenu')}>
          <SiteSearchForm language={language} onSearched={() => setOpen(false)} />
          <nav aria-label={t('mainMenu')}>
            {entries.map((entry) => (
              <Section key={entry.id}>
                <summary>{entry.label}</summary>
                <SectionLinks entry={entry} />
              </Section>
            ))}
          </nav>
          <Footer>
            <SiteLink to={selfCareLink}>{t('selfCare')}</SiteLink>
            <LanguageSwitch language={language} />
          </Footer>
        </Drawer>
      )}
    </>
  );
}
