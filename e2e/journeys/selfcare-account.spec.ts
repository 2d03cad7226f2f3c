import zlib from 'node:zlib';
import { expect, test } from '../support/test';
import { dismissCookieBanner } from '../support/pages';
import { DEMO_ACCOUNTS, SELF_CARE, signInThroughUi } from '../support/selfcare';

/** A real 320×240 PNG (one colour), built here so the journey needs no file. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([200, 0, 126]))]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('the customer uploads a picture, framed square, and sees it', async ({ page }) => {
  await signInThroughUi(page, DEMO_ACCOUNTS.homeInternet.username);
  await dismissCookieBanner(page);
  await page.goto(`${SELF_CARE}/mon-compte/changement-photo`);
  await page.locator('input[type="file"]').setInputFiles({ name: 'note.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
  await expect(page.getByRole('alert')).toContainText('JPEG, PNG ou WebP');
  await page.locator('input[type="file"]').setInputFiles({ name: 'moi.png', mimeType: 'image/png', buffer: png(320, 240) });
  await page.getByRole('button', { name: 'Enregistrer la photo' }).click();
  await expect(page.getByText('Votre photo a été mise à jour.')).toBeVisible();
  await expect(page.locator('[data-avatar="picture"] img')).toBeVisible();
  await page.goto(`${SELF_CARE}/mon-compte`);
  await expect(page.locator('[data-avatar="picture"] img')).toBeVisible();
});

test('the customer sets another main line, then removes a line', async ({ page }) => {
  await signInThroughUi(page, DEMO_ACCOUNTS.business.username);
  await dismissCookieBanner(page);
  await page.goto(`${SELF_CARE}/mes-lignes`);
  const second = page.locator('[data-line="0700112202"]');
  await second.getByRole('button', { name: 'Définir comme principale' }).click();
  await expect(second.getByText('Ligne principale')).toBeVisible();
  await expect(page.locator('[data-line="0700112201"]').getByText('Ligne principale')).toHaveCount(0);

  const third = page.locator('[data-line="0700112203"]');
  await third.getByRole('button', { name: 'Retirer' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Retirer la ligne' }).click();
  await expect(page.getByText('La ligne a été retirée de votre compte.')).toBeVisible();
  await expect(third).toHaveCount(0);
  await page.reload();
  await expect(page.locator('[data-line]')).toHaveCount(2);
  await expect(page.locator('[data-line="0700112202"]').getByText('Ligne principale')).toBeVisible();
});
