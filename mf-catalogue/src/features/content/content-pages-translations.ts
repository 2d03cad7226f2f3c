/** Labels around the content pages by name, merged into the `catalogue` namespace under `contentPages.`. */
export const contentPagesTranslations = {
  fr: {
    breadcrumbs: 'Fil d’Ariane',
    home: 'Accueil',
    parents: { portabilite: 'Portabilité', entreprise: 'Entreprises', wholesale: 'Wholesale', cgu: 'Conditions d’utilisation' },
    contents: 'Sommaire',
    backToContents: 'Retour au sommaire',
    table: 'Tableau',
    services: 'Nos services en ligne',
  },
  ar: {
    breadcrumbs: 'مسار التصفح',
    home: 'الرئيسية',
    parents: { portabilite: 'نقل الرقم', entreprise: 'المقاولات', wholesale: 'خدمات الجملة', cgu: 'شروط الاستعمال' },
    contents: 'الفهرس',
    backToContents: 'العودة إلى الفهرس',
    table: 'جدول',
    services: 'خدماتنا عبر الإنترنت',
  },
  en: {
    breadcrumbs: 'Breadcrumb',
    home: 'Home',
    parents: { portabilite: 'Number portability', entreprise: 'Business', wholesale: 'Wholesale', cgu: 'Terms of use' },
    contents: 'Contents',
    backToContents: 'Back to contents',
    table: 'Table',
    services: 'Our online services',
  },
};
