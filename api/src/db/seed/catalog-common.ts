/**
 * What every family of the seeded catalogue uses: the row's type, media addresses, texts the same
 * in every language, spec labels, colours, badges.
 */
import type { LocalizedText, ProductSpec } from '@atlas/contracts/catalog';
import type { catalogProducts } from '../schema';

export type ProductRow = typeof catalogProducts.$inferInsert;

export const media = (file: string) => `/api/v1/ms-content/media/${file}`;
export const same = (text: string): LocalizedText => ({ fr: text, ar: text, en: text });
export const centimes = (dirhams: number) => Math.round(dirhams * 100);

const SPEC_LABELS = {
  screen: { fr: 'Écran', ar: 'الشاشة', en: 'Screen' },
  storage: { fr: 'Stockage', ar: 'سعة التخزين', en: 'Storage' },
  memory: { fr: 'Mémoire vive', ar: 'الذاكرة العشوائية', en: 'Memory' },
  camera: { fr: 'Appareil photo', ar: 'الكاميرا', en: 'Camera' },
  battery: { fr: 'Batterie', ar: 'البطارية', en: 'Battery' },
  network: { fr: 'Réseau', ar: 'الشبكة', en: 'Network' },
  os: { fr: 'Système', ar: 'نظام التشغيل', en: 'Operating system' },
  wifi: { fr: 'Wi-Fi', ar: 'واي فاي', en: 'Wi-Fi' },
  ports: { fr: 'Ports', ar: 'المنافذ', en: 'Ports' },
  coverage: { fr: 'Couverture', ar: 'التغطية', en: 'Coverage' },
  speed: { fr: 'Débit', ar: 'السرعة', en: 'Speed' },
  commitment: { fr: 'Engagement', ar: 'مدة الالتزام', en: 'Commitment' },
  installation: { fr: 'Installation', ar: 'التركيب', en: 'Installation' },
  validity: { fr: 'Validité', ar: 'مدة الصلاحية', en: 'Validity' },
} satisfies Record<string, LocalizedText>;

export const spec = (label: keyof typeof SPEC_LABELS, value: LocalizedText | string): ProductSpec => ({
  label: SPEC_LABELS[label],
  value: typeof value === 'string' ? same(value) : value,
});

export const COLOURS = {
  black: { fr: 'Noir', ar: 'أسود', en: 'Black' },
  white: { fr: 'Blanc', ar: 'أبيض', en: 'White' },
  blue: { fr: 'Bleu', ar: 'أزرق', en: 'Blue' },
  green: { fr: 'Vert', ar: 'أخضر', en: 'Green' },
  violet: { fr: 'Violet', ar: 'بنفسجي', en: 'Violet' },
  titanium: { fr: 'Titane', ar: 'تيتانيوم', en: 'Titanium' },
  gold: { fr: 'Or', ar: 'ذهبي', en: 'Gold' },
} satisfies Record<string, LocalizedText>;

export const NEW = { fr: 'Nouveau', ar: 'جديد', en: 'New' };
export const PROMO = { fr: 'Promo', ar: 'تخفيض', en: 'Sale' };
export const POPULAR = { fr: 'Le plus choisi', ar: 'الأكثر اختيارًا', en: 'Most popular' };
