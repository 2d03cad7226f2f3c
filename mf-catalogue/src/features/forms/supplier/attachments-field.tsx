import { getIn } from 'final-form';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useField, useForm } from 'react-final-form';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { api, toApiError, useErrorText, useLanguage } from '@atlas/runtime';
import { Button, FieldHint, FieldLabel, Spinner, VisuallyHidden } from '@atlas/ui-kit';
import { ATTACHMENT_MAX_BYTES, useFieldErrorText } from '@atlas/forms';
import { SUPPLIER_MAX_ATTACHMENTS, type UploadedAttachment } from '@atlas/contracts/forms';
import { ATTACHMENT_ACCEPT, attachmentBytesMatch, attachmentExtension, checkAttachmentName, checkAttachmentSize } from '@atlas/forms/attachments';
import { CATALOGUE_NS } from '../../../i18n/catalogue';
import { FORMS_BASE } from '../../../components/form-request';
import '../../../i18n/catalogue-forms';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.neutral[300]};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Files = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-width: 0;
  }
`;

const FileName = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Refusals = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.danger.main};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ErrorLine = styled.p`
  color: ${({ theme }) => theme.colors.danger.main};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
`;

/** The file's bytes (`Blob.arrayBuffer` where the browser has it). */
const readBytes = (file: File): Promise<Uint8Array> =>
  typeof file.arrayBuffer === 'function'
    ? file.arrayBuffer().then((buffer) => new Uint8Array(buffer))
    : new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(file);
      });

interface Pending {
  key: string;
  fileName: string;
  percent: number;
}

interface Refusal {
  key: string;
  fileName: string;
  reason: string;
}

/**
 * The supplier's documents: each chosen file is checked here (type, size, its bytes) and sent at
 * once, so the server's verdict comes while the form is still being filled and an uploaded file
 * survives a reload. A refused file says which one and why; the others and the form stay.
 */
export function AttachmentsField({ name }: { name: string }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const { t: validationText } = useTranslation('validation');
  const errorText = useErrorText();
  const language = useLanguage();
  const id = useId();
  const form = useForm();
  const { input, meta } = useField<UploadedAttachment[]>(name);
  const error = useFieldErrorText(meta);
  const picker = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const attached = Array.isArray(input.value) ? input.value : [];
  const current = () => (getIn(form.getState().values, name) as UploadedAttachment[] | undefined) ?? [];
  const number = (value: number) => new Intl.NumberFormat(language === 'en' ? 'en-GB' : `${language}-MA`, { maximumFractionDigits: 1 }).format(value);
  const size = (bytes: number) =>
    bytes < 1024 * 1024
      ? t('forms.supplier.attachments.sizeKb', { size: number(Math.max(1, Math.round(bytes / 1024))) })
      : t('forms.supplier.attachments.size', { size: number(bytes / 1024 / 1024) });

  const refuse = (fileName: string, reason: string) => setRefusals((list) => [...list, { key: crypto.randomUUID(), fileName, reason }]);

  const localRefusal = async (file: File): Promise<string | null> => {
    if (checkAttachmentName(file.name, file.type)) return validationText('attachmentType');
    if (checkAttachmentSize(file.size)) return validationText('attachmentSize', { max: ATTACHMENT_MAX_BYTES / 1024 / 1024 });
    const extension = attachmentExtension(file.name)!;
    return attachmentBytesMatch(extension, await readBytes(file)) ? null : validationText('attachmentContent');
  };

  const upload = async (file: File) => {
    const key = crypto.randomUUID();
    setPending((list) => [...list, { key, fileName: file.name, percent: 0 }]);
    try {
      const body = new FormData();
      body.append('file', file, file.name);
      const uploaded = await api.post<UploadedAttachment>(`${FORMS_BASE}/supplier-attachments`, body, {
        onUploadProgress: (event) => {
          const percent = event.total ? Math.round((event.loaded / event.total) * 100) : 0;
          setPending((list) => list.map((item) => (item.key === key ? { ...item, percent } : item)));
        },
      });
      form.change(name, [...current(), uploaded]);
    } catch (failure) {
      refuse(file.name, errorText(toApiError(failure).code));
    } finally {
      setPending((list) => list.filter((item) => item.key !== key));
    }
  };

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    setRefusals([]);
    input.onFocus();
    let room = SUPPLIER_MAX_ATTACHMENTS - current().length - pending.length;
    for (const file of files) {
      const reason = room <= 0 ? validationText('attachmentCount', { max: SUPPLIER_MAX_ATTACHMENTS }) : await localRefusal(file);
      if (reason) {
        refuse(file.name, reason);
        continue;
      }
      room -= 1;
      void upload(file);
    }
    input.onBlur();
  };

  const remove = (attachmentId: string) =>
    form.change(
      name,
      current().filter((attachment) => attachment.attachmentId !== attachmentId),
    );

  return (
    <Box data-attachments>
      <FieldLabel htmlFor={`${id}-picker`}>{t('forms.supplier.attachments.label')}</FieldLabel>
      <FieldHint id={`${id}-hint`}>{t('forms.supplier.attachments.hint', { max: SUPPLIER_MAX_ATTACHMENTS })}</FieldHint>
      <VisuallyHidden>
        <input
          ref={picker}
          id={`${id}-picker`}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void onFiles(event)}
          tabIndex={-1}
        />
      </VisuallyHidden>
      <div>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => picker.current?.click()}
          disabled={attached.length + pending.length >= SUPPLIER_MAX_ATTACHMENTS}
          aria-describedby={`${id}-hint`}
        >
          {t('forms.supplier.attachments.add')}
        </Button>
      </div>
      {(attached.length > 0 || pending.length > 0) && (
        <Files aria-label={t('forms.supplier.attachments.list')}>
          {attached.map((attachment) => (
            <li key={attachment.attachmentId} data-attachment={attachment.fileName}>
              <FileName>{attachment.fileName}</FileName>
              <Muted>{size(attachment.size)}</Muted>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => remove(attachment.attachmentId)}
                aria-label={t('forms.supplier.attachments.removeNamed', { name: attachment.fileName })}
              >
                {t('forms.supplier.attachments.remove')}
              </Button>
            </li>
          ))}
          {pending.map((item) => (
            <li key={item.key} aria-busy="true">
              <Spinner $size={16} />
              <FileName>{item.fileName}</FileName>
              <Muted>{t('forms.supplier.attachments.sending', { percent: item.percent })}</Muted>
            </li>
          ))}
        </Files>
      )}
      <div role="alert">
        {refusals.length > 0 && (
          <Refusals>
            {refusals.map((refusal) => (
              <li key={refusal.key} data-refused-file={refusal.fileName}>
                {t('forms.supplier.attachments.refused', { name: refusal.fileName, reason: refusal.reason })}
              </li>
            ))}
          </Refusals>
        )}
        {error && <ErrorLine>{error}</ErrorLine>}
      </div>
    </Box>
  );
}
