import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { busEvents, type Language, type LineActionRequest, type UserLine } from '@atlas/contracts';
import { api, toApiError, useAppDispatch, useErrorText } from '@atlas/runtime';
import { Button, formatMdn, mdnInText, Inline, Modal, showToast, SiteLink, Stack, useSession } from '@atlas/ui-kit';
import { Card, SelfcarePage } from '../../components/selfcare-page';
import { useSelfcarePath } from '../../components/use-selfcare-path';
import { SELFCARE_NS } from '../../i18n/selfcare';
import { SELFCARE_PATHS } from '../../platform-remote';
import { offerNameOf } from '../../components/line-summary';

export const setMainLine = (mdn: string) =>
  api.put<void>('/api/ms-client/v1/update-main-line', { username: mdn } satisfies LineActionRequest, { authorized: true });
export const removeLine = (mdn: string) =>
  api.delete<void>('/api/ms-client/v1/remove-line', { data: { username: mdn } satisfies LineActionRequest, authorized: true });

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Mdn = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Badge = styled.span<{ $tone: 'primary' | 'neutral' }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.primary.light : theme.colors.neutral[100])};
  color: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.primary.dark : theme.colors.text.secondary)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Meta = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** mes-lignes: the customer's lines; act on one, make it the main line or remove it. */
export function LinesPage({ language }: { language: Language }) {
  const { t } = useTranslation(SELFCARE_NS);
  const { lines, selectedLine } = useSession();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const path = useSelfcarePath();
  const [busy, setBusy] = useState<string | null>(null);
  const [removing, setRemoving] = useState<UserLine | null>(null);

  const run = async (mdn: string, action: () => Promise<void>, done: string) => {
    setBusy(mdn);
    try {
      await action();
      showToast({ kind: 'success', text: done });
      dispatch(busEvents.profileRefreshRequested());
    } catch (error) {
      showToast({ kind: 'error', text: errorText(toApiError(error).code) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <SelfcarePage title={t('lines.title')} intro={t('lines.intro')} back={SELFCARE_PATHS.dashboard}>
      <Stack $gap="lg">
        <List>
          {lines.map((line) => {
            const selected = line.mdn === selectedLine?.mdn;
            return (
              <li key={line.mdn}>
                <Card aria-label={formatMdn(line.mdn)} data-line={line.mdn}>
                  <Stack $gap="sm">
                    <Inline $gap="xs">
                      <Mdn dir="ltr">{formatMdn(line.mdn)}</Mdn>
                      {line.isMain && <Badge $tone="primary">{t('lines.main')}</Badge>}
                      {selected && <Badge $tone="neutral">{t('lines.selected')}</Badge>}
                    </Inline>
                    <Meta>
                      {t(`kinds.${line.kind}`)} · {t(`segments.${line.segment}`)} · {offerNameOf(line, language)}
                    </Meta>
                    <Inline $gap="xs">
                      {!selected && (
                        <Button size="sm" onClick={() => dispatch(busEvents.lineSelectRequested({ mdn: line.mdn }))}>
                          {t('lines.select')}
                        </Button>
                      )}
                      {!line.isMain && (
                        <Button
                          size="sm"
                          variant="secondary"
                          loading={busy === line.mdn}
                          onClick={() => void run(line.mdn, () => setMainLine(line.mdn), t('lines.mainDone'))}
                        >
                          {t('lines.setMain')}
                        </Button>
                      )}
                      {lines.length > 1 && (
                        <Button size="sm" variant="ghost" onClick={() => setRemoving(line)}>
                          {t('lines.remove')}
                        </Button>
                      )}
                    </Inline>
                  </Stack>
                </Card>
              </li>
            );
          })}
        </List>
        <div>
          <SiteLink to={path(SELFCARE_PATHS.addLine)}>{t('account.addLine')}</SiteLink>
        </div>
      </Stack>
      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('lines.removeTitle')}
        alert
        footer={
          <Inline $gap="xs" $justify="end">
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              onClick={() => {
                const line = removing;
                setRemoving(null);
                if (line) void run(line.mdn, () => removeLine(line.mdn), t('lines.removeDone'));
              }}
            >
              {t('lines.removeConfirm')}
            </Button>
          </Inline>
        }
      >
        <p>{removing && t('lines.removeText', { number: mdnInText(removing.mdn) })}</p>
      </Modal>
    </SelfcarePage>
  );
}
