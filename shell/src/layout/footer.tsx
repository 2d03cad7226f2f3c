import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { media, SiteLink } from '@atlas/ui-kit';
import { SHELL_NS } from '../i18n/shell';

const Wrapper = styled.footer`
  margin-top: 48px;
  background: ${({ theme }) => theme.colors.secondary.main};
  color: ${({ theme }) => theme.colors.secondary.contrastText};
`;

const Inner = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 24px;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 32px ${({ theme }) => theme.layout.gutter};
  ${media.up('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.up('md')} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Heading = styled.h2`
  margin: 0 0 12px;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Links = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: 6px 0;
    color: inherit;
    opacity: 0.88;
    text-decoration: none;
  }
  a:hover {
    opacity: 1;
    text-decoration: underline;
  }
`;

const Bottom = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.16);
  padding: 16px ${({ theme }) => theme.layout.gutter};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.88;
`;

const Support = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const COLUMNS: Array<{ heading: string; links: Array<[label: string, to: string]> }> = [
  {
    heading: 'footerHelp',
    links: [
      ['faq', '/faq'],
      ['contact', '/nous-contacter'],
      ['agencies', '/nos-agences'],
      ['trackOrder', '/suivi-commande'],
    ],
  },
  {
    heading: 'footerAbout',
    links: [
      ['recharge', '/recharge'],
      ['payInvoice', '/paiement-facture'],
      ['roaming', '/roaming'],
      ['segment_entreprise', '/entreprise'],
    ],
  },
  {
    heading: 'footerLegal',
    links: [
      ['cgu', '/cgu'],
      ['cgv', '/cgv'],
    ],
  },
];

export function Footer() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <Wrapper>
      <Inner>
        {COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={t(column.heading)}>
            <Heading>{t(column.heading)}</Heading>
            <Links>
              {column.links.map(([label, to]) => (
                <li key={to}>
                  <SiteLink to={to}>{t(label)}</SiteLink>
                </li>
              ))}
            </Links>
          </nav>
        ))}
        <div>
          <Heading>{t('footerFollow')}</Heading>
          <Support>{t('footerSupport')}</Support>
        </div>
      </Inner>
      <Bottom>{t('footerCopyright', { year: new Date().getFullYear() })}</Bottom>
    </Wrapper>
  );
}
