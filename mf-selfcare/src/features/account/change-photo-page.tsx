import { useCallback, useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AVATAR_LIMITS, type Language } from '@atlas/contracts';
import { errorCodeOf, useErrorText } from '@atlas/runtime';
import { Button, Inline, showToast, Stack, useSession } from '@atlas/ui-kit';
import { Card, SelfcarePage } from '../../components/selfcare-page';
import { SELFCARE_NS } from '../../i18n/selfcare';
import { SELFCARE_PATHS } from '../../platform-remote';
import { Avatar } from './avatar';
import { useUploadAvatarMutation } from './upload-avatar';

/** The client-side check of the picked file; the server checks again, by the file's bytes. */
export function avatarFileProblem(file: File): 'client-avatar-type' | 'client-avatar-size' | null {
  if (!(AVATAR_LIMITS.types as readonly string[]).includes(file.type)) return 'client-avatar-type';
  if (file.size > AVATAR_LIMITS.maxBytes) return 'client-avatar-size';
  return null;
}

/** The square the customer chose, drawn at 512 px and encoded as JPEG. */
async function croppedSquare(source: string, area: Area): Promise<Blob> {
  const image = new Image();
  image.src = source;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = 512;
  canvas.height = 512;
  canvas.getContext('2d')!.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, 512, 512);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('crop failed'))), 'image/jpeg', 0.9));
}

const CropArea = styled.div`
  position: relative;
  height: 300px;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.neutral[800]};
`;

const FilePicker = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.primary.main};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.primary.main};
  cursor: pointer;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

/** changement-photo: choose a picture, frame it square, upload it. */
export function ChangePhotoPage({ language }: { language: Language }) {
  const { t } = useTranslation(SELFCARE_NS);
  const { profile } = useSession();
  const errorText = useErrorText();
  const [uploadAvatar, uploading] = useUploadAvatarMutation();
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  // The picked file's problem (checked here); the upload's own is the mutation's error.
  const [problem, setProblem] = useState<string | null>(null);
  const shownProblem = problem ?? (uploading.error ? errorCodeOf(uploading.error) : null);
  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);
  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  const pick = (file: File | undefined) => {
    if (!file) return;
    const refused = avatarFileProblem(file);
    setProblem(refused);
    uploading.reset();
    if (!refused) setSource(URL.createObjectURL(file));
  };

  const upload = async () => {
    if (!source || !area) return;
    setProblem(null);
    let picture: Blob;
    try {
      picture = await croppedSquare(source, area);
    } catch (error) {
      setProblem(errorCodeOf(error));
      return;
    }
    // The spec: an upload failure reads the error field and stops loading.
    const answer = await uploadAvatar(picture);
    if ('error' in answer) return;
    showToast({ kind: 'success', text: t('photo.done') });
    setSource(null);
  };

  return (
    <SelfcarePage title={t('account.pages.changement-photo')} intro={t('photo.intro')} back={SELFCARE_PATHS.account} narrow>
      <Card>
        <Stack>
          {profile && !source && <Avatar profile={profile} size={96} />}
          {shownProblem && (
            <p role="alert" data-language={language}>
              {errorText(shownProblem)}
            </p>
          )}
          {source ? (
            <>
              <CropArea>
                <Cropper
                  image={source}
                  crop={crop}
                  zoom={zoom}
                  aspect={1}
                  cropShape="round"
                  onCropChange={setCrop}
                  onZoomChange={setZoom}
                  onCropComplete={onCropComplete}
                />
              </CropArea>
              <label>
                {t('photo.zoom')}
                <input
                  type="range"
                  min={1}
                  max={3}
                  step={0.05}
                  value={zoom}
                  onChange={(event) => setZoom(Number(event.target.value))}
                  style={{ width: '100%' }}
                />
              </label>
              <Inline $gap="xs">
                <Button onClick={() => void upload()} loading={uploading.isLoading}>
                  {t('photo.save')}
                </Button>
                <Button variant="secondary" onClick={() => setSource(null)}>
                  {t('common.cancel')}
                </Button>
              </Inline>
            </>
          ) : (
            <FilePicker>
              {t('photo.choose')}
              <input type="file" accept={AVATAR_LIMITS.types.join(',')} onChange={(event) => pick(event.target.files?.[0])} />
            </FilePicker>
          )}
          <p>{t('photo.rules')}</p>
        </Stack>
      </Card>
    </SelfcarePage>
  );
}
