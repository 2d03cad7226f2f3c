import type { LanguageBundle } from '@atlas/runtime';

/** Labels of the UI kit's basket panel (namespace `basketPanel`), whichever remote draws it. */
export const BASKET_PANEL_NS = 'basketPanel';

export const basketPanelTranslations: LanguageBundle = {
  fr: {
    title: { basket: 'Votre panier', purchase: 'Récapitulatif de la commande', invoices: 'Factures à payer', withoutNext: 'Récapitulatif de la commande' },
    items: 'Articles',
    empty: 'Votre panier est vide.',
    emptyInvoices: 'Aucune facture sélectionnée.',
    dueNow: 'À payer aujourd’hui',
    monthly: 'Puis chaque mois',
    showItems_one: 'Voir l’article',
    showItems_other: 'Voir les {{count}} articles',
    hideItems: 'Masquer le détail',
  },
  ar: {
    title: { basket: 'سلتك', purchase: 'ملخص الطلب', invoices: 'الفواتير المراد أداؤها', withoutNext: 'ملخص الطلب' },
    items: 'المنتجات',
    empty: 'سلتك فارغة.',
    emptyInvoices: 'لم يتم اختيار أي فاتورة.',
    dueNow: 'المبلغ المستحق اليوم',
    monthly: 'ثم كل شهر',
    showItems_zero: 'عرض المنتجات',
    showItems_one: 'عرض المنتج',
    showItems_two: 'عرض المنتجين',
    showItems_few: 'عرض المنتجات الـ{{count}}',
    showItems_many: 'عرض المنتجات الـ{{count}}',
    showItems_other: 'عرض المنتجات الـ{{count}}',
    hideItems: 'إخفاء التفاصيل',
  },
  en: {
    title: { basket: 'Your cart', purchase: 'Order summary', invoices: 'Invoices to pay', withoutNext: 'Order summary' },
    items: 'Items',
    empty: 'Your cart is empty.',
    emptyInvoices: 'No invoice selected.',
    dueNow: 'Due today',
    monthly: 'Then every month',
    showItems_one: 'Show the item',
    showItems_other: 'Show the {{count}} items',
    hideItems: 'Hide the details',
  },
};
