import type { LanguageBundle } from '@atlas/runtime';

/**
 * Labels of the header basket (namespace `basket`): loaded on every page with the widget, so it
 * stays small. The shop's pages have their own namespace (`shop`).
 */
export const BASKET_NS = 'basket';

export const basketTranslations = {
  fr: {
    open_one: 'Panier, {{count}} article',
    open_other: 'Panier, {{count}} articles',
    openEmpty: 'Panier vide',
    title: 'Mon panier',
    empty: 'Votre panier est vide.',
    quantity: 'Quantité : {{quantity}}',
    dueNow: 'À payer aujourd’hui',
    monthly: 'Puis chaque mois',
    viewCart: 'Voir mon panier',
    checkout: 'Commander',
    added: '{{name}} a été ajouté à votre panier.',
    dropped_one: 'Un article de votre panier n’a pas pu rejoindre votre compte : {{reason}}',
    dropped_other: '{{count}} articles de votre panier n’ont pas pu rejoindre votre compte : {{reason}}',
    more_one: 'et {{count}} autre article',
    more_other: 'et {{count}} autres articles',
  },
  ar: {
    // The badge shows the number: the name holds it too (WCAG 2.5.3, label in name).
    open_one: 'السلة، منتج واحد (1)',
    open_two: 'السلة، منتجان (2)',
    open_few: 'السلة، {{count}} منتجات',
    open_many: 'السلة، {{count}} منتجًا',
    open_other: 'السلة، {{count}} منتج',
    openEmpty: 'السلة فارغة',
    title: 'سلتي',
    empty: 'سلتك فارغة.',
    quantity: 'الكمية: {{quantity}}',
    dueNow: 'المبلغ المستحق اليوم',
    monthly: 'ثم كل شهر',
    viewCart: 'عرض سلتي',
    checkout: 'إتمام الطلب',
    added: 'تمت إضافة {{name}} إلى سلتك.',
    dropped_one: 'تعذر نقل منتج من سلتك إلى حسابك: {{reason}}',
    dropped_two: 'تعذر نقل منتجين من سلتك إلى حسابك: {{reason}}',
    dropped_few: 'تعذر نقل {{count}} منتجات من سلتك إلى حسابك: {{reason}}',
    dropped_many: 'تعذر نقل {{count}} منتجًا من سلتك إلى حسابك: {{reason}}',
    dropped_other: 'تعذر نقل {{count}} منتج من سلتك إلى حسابك: {{reason}}',
    more_one: 'ومنتج آخر',
    more_two: 'ومنتجان آخران',
    more_few: 'و{{count}} منتجات أخرى',
    more_many: 'و{{count}} منتجًا آخر',
    more_other: 'و{{count}} منتج آخر',
  },
  en: {
    open_one: 'Cart, {{count}} item',
    open_other: 'Cart, {{count}} items',
    openEmpty: 'Empty cart',
    title: 'My cart',
    empty: 'Your cart is empty.',
    quantity: 'Quantity: {{quantity}}',
    dueNow: 'Due today',
    monthly: 'Then every month',
    viewCart: 'View my cart',
    checkout: 'Check out',
    added: '{{name}} was added to your cart.',
    dropped_one: 'One item of your cart could not join your account: {{reason}}',
    dropped_other: '{{count}} items of your cart could not join your account: {{reason}}',
    more_one: 'and {{count}} other item',
    more_other: 'and {{count}} other items',
  },
} satisfies LanguageBundle;
