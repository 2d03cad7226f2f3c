import { useEffect, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { useSharedTranslation } from '@atlas/runtime';
import { media } from '../theme/breakpoints';
import { dismissToast, toastStore, type Toast } from './toast-store';

const Region = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  width: min(400px, calc(100vw - 32px));
  pointer-events: none;
  ${media.mobile} {
    left: ${({ theme }) => theme.space.md};
    width: auto;
  }
`;

const Item = styled.div<{ $kind: Toast['kind'] }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme, $kind }) => ({ info: theme.colors.info.main, success: theme.colors.success.main, error: theme.colors.danger.main })[$kind]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.raised};
  box-shadow: ${({ theme }) => theme.shadows.md};
  pointer-events: auto;
`;

const Text = styled.p`
  flex: 1;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Dismiss = styled.button`
  flex: none;
  width: 32px;
  height: 32px;
  margin: -4px -8px -4px 0;
  border: 0;
  background: transparent;
  font-size: 20px;
  cursor: pointer;
`;

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useSharedTranslation();
  useEffect(() => {
    if (!toast.duration) return undefined;
    const timer = setTimeout(() => dismissToast(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast.id, toast.duration]);
  return (
    <Item $kind={toast.kind}>
      <Text>{toast.text}</Text>
      <Dismiss type="button" aria-label={t('dismiss')} onClick={() => dismissToast(toast.id)}>
        <span aria-hidden="true">×</span>
      </Dismiss>
    </Item>
  );
}

/**
 * The page's one toast region (rendered by the shell). It is a polite live region: messages are
 * read without moving focus. Show messages with showToast or the `ui/toastShown` bus event.
 */
export function ToastRegion() {
  const { t } = useSharedTranslation();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return (
    <Region role="status" aria-live="polite" aria-label={t('notifications')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Region>
  );
}
