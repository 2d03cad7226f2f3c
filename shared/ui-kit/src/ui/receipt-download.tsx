import { useState } from 'react';
import type { Language } from '@atlas/contracts';
import { api, errorCodeOf, useErrorText, useSharedTranslation } from '@atlas/runtime';
import { Button, type ButtonVariant } from './button';
import { FormAlert } from './form-feedback';
import { Stack } from './layout';
import { RECEIPT_NS } from './i18n/receipt';

/** Where a receipt is read: the order's (its payer, on a result page) or the selected line's history (its holder). */
export type ReceiptSource = 'order' | 'history';

const RECEIPT_URL: Record<ReceiptSource, string> = {
  order: '/api/v1/ms-ecom/order/receipt',
  history: '/api/ms-client/v1/transaction-receipt',
};

/** Saves a downloaded file under its name (the browser's own download). */
function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface ReceiptDownloadProps {
  refNumber: string;
  /** The receipt's language: the page's. */
  language: Language;
  from?: ReceiptSource;
  variant?: ButtonVariant;
  /** A list row's short label (its accessible name still names the payment). */
  compact?: boolean;
}

/**
 * The receipt of a payment as a PDF in the page's language, for every payment (recharge, invoice,
 * plan or number change fees, migration, shop order): one button for the result pages and the
 * transaction history. The API decides who may read it; a refusal is said in words.
 */
export function ReceiptDownload({ refNumber, language, from = 'order', variant = 'secondary', compact = false }: ReceiptDownloadProps) {
  const { t } = useSharedTranslation(RECEIPT_NS);
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const blob = await api.get<Blob>(RECEIPT_URL[from], {
        params: { refNumber, language },
        responseType: 'blob',
        ...(from === 'history' ? { authorized: true } : {}),
      });
      save(blob, `recu-${refNumber}-${language}.pdf`);
    } catch (error) {
      setFailure(errorCodeOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack $gap="xs" data-receipt={refNumber}>
      <Button
        variant={variant}
        size={compact ? 'sm' : undefined}
        loading={busy}
        onClick={() => void download()}
        aria-label={compact ? t('downloadOf', { refNumber }) : undefined}
      >
        {t(compact ? 'short' : 'download')}
      </Button>
      {failure && <FormAlert role="alert">{errorText(failure)}</FormAlert>}
    </Stack>
  );
}
