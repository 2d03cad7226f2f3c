import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { type MegaMenuEntry } from '@atlas/contracts';
import { media, SiteLink } from '@atlas/ui-kit';
import { FULL_HEADER } from './header-breakpoint';
import { SHELL_NS } from '../i18n/shell';

const Nav = styled.nav`
  display: none;
  ${media.up(FULL_HEADER)} {
    display: block;
    flex: 1;
  }
`;

const TopList = styled.ul`
  display: flex;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TopButton = styled.button<{ $open: boolean }>`
  height: 64px;
  padding: 0 14px;
  border: 0;
  border-bottom: 3px solid ${({ theme, $open }) => ($open ? theme.colors.primary.main : 'transparent')};
  background: none;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $open }) => ($open ? theme.colors.primary.main : theme.colors.text.primary)};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.primary.main};
  }
`;

const Panel = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  background: ${({ theme }) => theme.colors.background.raised};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
`;

const PanelInner = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 24px;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 24px;
`;

const ColumnTitle = styled(SiteLink)`
  display: block;
  margin-bottom: 8px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.secondary.main};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.primary.main};
  }
`;

const ColumnHeading = styled.p`
  margin: 0 0 8px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.secondary.main};
`;

const ColumnLinks = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: 6px 0;
    color: ${({ theme }) => theme.colors.text.secondary};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary.main};
    text-decoration: underline;
  }
`;

const Description = styled.p`
  margin: 0 0 8px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

function PanelColumn({ entry }: { entry: MegaMenuEntry }) {
  return (
    <div>
      {entry.link ? <ColumnTitle to={entry.link}>{entry.label}</ColumnTitle> : <ColumnHeading>{entry.label}</ColumnHeading>}
      {entry.description && <Description>{entry.description}</Description>}
      {entry.children && entry.children.length > 0 && (
        <ColumnLinks>
          {entry.children.map((child) => (
            <li key={child.id}>{child.link && <SiteLink to={child.link}>{child.label}</SiteLink>}</li>
          ))}
        </ColumnLinks>
      )}
    </div>
  );
}

/** Desktop mega menu: one panel per top entry, opened by click or keyboard, closed by Escape. */
export function MegaMenu({ entries }: { entries: MegaMenuEntry[] }) {
  const { t } = useTranslation(SHELL_NS);
  const [openId, setOpenId] = useState<string | null>(null);
  const location = useLocation();
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => setOpenId(null), [location.pathname]);

  useEffect(() => {
    if (!openId) return undefined;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        // The keyboard user goes back to the section's button, not to the top of the page.
        navRef.current?.querySelector<HTMLButtonElement>(`[aria-controls="mega-menu-panel-${openId}"]`)?.focus();
        setOpenId(null);
      } else if (!navRef.current?.contains(event.target as Node)) {
        setOpenId(null);
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [openId]);

  return (
    <Nav aria-label={t('mainMenu')} ref={navRef} data-testid="mega-menu">
      <TopList>
        {entries.map((entry) => {
          const open = openId === entry.id;
          const panelId = `mega-menu-panel-${entry.id}`;
          if (!entry.children?.length) {
            return (
              <li key={entry.id}>
                <TopButton as={SiteLink} to={entry.link ?? '/'} $open={false} style={{ display: 'inline-flex', alignItems: 'center', textDecoration: 'none' }}>
                  {entry.label}
                </TopButton>
              </li>
            );
          }
          return (
            <li key={entry.id}>
              <TopButton type="button" $open={open} aria-expanded={open} aria-controls={panelId} onClick={() => setOpenId(open ? null : entry.id)}>
                {entry.label}
              </TopButton>
              {open && (
                <Panel id={panelId} data-testid="mega-menu-panel">
                  <PanelInner>
                    {entry.link && (
                      <div>
                        <ColumnTitle to={entry.link}>{entry.label}</ColumnTitle>
                        {entry.description && <Description>{entry.description}</Description>}
                      </div>
                    )}
                    {entry.children.map((child) => (
                      <PanelColumn key={child.id} entry={child} />
                    ))}
                  </PanelInner>
                </Panel>
              )}
            </li>
          );
        })}
      </TopList>
    </Nav>
  );
}
