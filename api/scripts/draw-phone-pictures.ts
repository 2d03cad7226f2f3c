/**
 * Draws the catalogue's phone pictures (front and back, in the phone's first colour) into
 * api/media. The files are committed; run again after adding a phone to the seed:
 *   npx tsx api/scripts/draw-phone-pictures.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { PHONE_PICTURES } from '../src/db/seed/catalog';

const BODY: Record<string, string> = {
  black: '#1f2430',
  white: '#eef0f3',
  blue: '#2f5d9e',
  green: '#3f7d5c',
  violet: '#6e4a9e',
  titanium: '#8a8782',
  gold: '#c9a45c',
};

const frame = (body: string, inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
  <rect width="600" height="600" fill="#f6f4f8"/>
  <ellipse cx="300" cy="548" rx="130" ry="14" fill="#000" opacity="0.08"/>
  <rect x="185" y="50" width="230" height="480" rx="42" fill="${body}"/>
${inner}
</svg>
`;

const front = (body: string, brand: string) =>
  frame(
    body,
    `  <rect x="197" y="62" width="206" height="456" rx="32" fill="#0d0f16"/>
  <rect x="205" y="70" width="190" height="440" rx="26" fill="url(#screen)"/>
  <defs><linearGradient id="screen" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="#c8007e"/><stop offset="0.55" stop-color="#5a0d6e"/><stop offset="1" stop-color="#1d0630"/></linearGradient></defs>
  <circle cx="300" cy="88" r="7" fill="#0d0f16"/>
  <text x="300" y="250" text-anchor="middle" font-family="Arial, sans-serif" font-size="52" font-weight="700" fill="#ffffff">12:30</text>
  <text x="300" y="290" text-anchor="middle" font-family="Arial, sans-serif" font-size="20" fill="#fbe3f1">${brand}</text>`,
  );

const lenses: Record<string, string> = {
  Apple: `  <rect x="210" y="78" width="110" height="110" rx="26" fill="#000" opacity="0.25"/>
  <circle cx="240" cy="108" r="20" fill="#111"/><circle cx="290" cy="108" r="20" fill="#111"/><circle cx="240" cy="158" r="20" fill="#111"/>`,
  Samsung: `  <circle cx="228" cy="100" r="20" fill="#111"/><circle cx="228" cy="150" r="20" fill="#111"/><circle cx="228" cy="200" r="20" fill="#111"/>`,
};
const roundModule = `  <circle cx="260" cy="130" r="56" fill="#000" opacity="0.25"/>
  <circle cx="240" cy="112" r="18" fill="#111"/><circle cx="282" cy="112" r="18" fill="#111"/><circle cx="240" cy="152" r="14" fill="#111"/>`;

const back = (body: string, brand: string, text: string) =>
  frame(
    body,
    `${lenses[brand] ?? roundModule}
  <text x="300" y="420" text-anchor="middle" font-family="Arial, sans-serif" font-size="24" font-weight="700" fill="${text}" opacity="0.6">${brand}</text>`,
  );

const mediaDir = path.resolve(import.meta.dirname, '../media');
for (const { id, brand, colour } of PHONE_PICTURES) {
  const body = BODY[colour] ?? '#1f2430';
  const text = colour === 'white' ? '#1f2430' : '#ffffff';
  writeFileSync(path.join(mediaDir, `phone-${id}.svg`), front(body, brand));
  writeFileSync(path.join(mediaDir, `phone-${id}-back.svg`), back(body, brand, text));
}
console.log(`${PHONE_PICTURES.length * 2} pictures drawn in ${mediaDir}`);
