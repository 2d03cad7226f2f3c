import type { LanguageBundle } from '@atlas/runtime';
import { catalogTranslations } from '../features/catalog/catalog-translations';
import { helpTranslations } from '../features/help/help-translations';
import { placesTranslations } from '../features/places/places-translations';
import { formsTranslations } from '../features/forms/forms-translations';
import { eligibilityTranslations } from '../features/eligibility/eligibility-translations';
import { contentPagesTranslations } from '../features/content/content-pages-translations';
import { roamingTranslations } from '../features/roaming/roaming-translations';
import { promotionsTranslations } from '../features/promotions/promotions-translations';
import { surveyTranslations } from '../features/survey/survey-translations';
import { businessEventsTranslations } from '../features/business-events/business-events-translations';

/**
 * Labels of the catalogue remote (namespace `catalogue`). Texts of offers, slides and cards come
 * from the content service in the page's language; these are the words around them.
 * App-config `appLanguagesData` may override any of them as `catalogue:<key>`.
 */
export const catalogueTranslations = {
  fr: {
    catalog: catalogTranslations.fr,
    help: helpTranslations.fr,
    places: placesTranslations.fr,
    forms: formsTranslations.fr,
    eligibility: eligibilityTranslations.fr,
    contentPages: contentPagesTranslations.fr,
    roaming: roamingTranslations.fr,
    promotions: promotionsTranslations.fr,
    survey: surveyTranslations.fr,
    businessEvents: businessEventsTranslations.fr,
    brand: 'Atlas Telecom',
    pageTitle: {
      hp: 'Particuliers : forfaits, internet et smartphones',
      hp_entreprise: 'Entreprises : solutions télécom et digitales',
      hp_corporate: 'Le groupe Atlas Telecom',
      hp_hppro: 'Professionnels : offres pour votre activité',
      hp_wholesale: 'Wholesale : services aux opérateurs',
    },
    loadingPage: 'Chargement de la page…',
    sections: {
      quickLinks: 'Accès rapides',
      offerCards: 'Nos offres',
      featureGrid: 'Pourquoi nous choisir',
      newsCards: 'Actualités',
    },
    carousel: {
      label: 'À la une',
      roleDescription: 'carrousel',
      slideRole: 'diapositive',
      slide: '{{current}} sur {{total}}',
      previous: 'Diapositive précédente',
      next: 'Diapositive suivante',
      goTo: 'Afficher la diapositive {{index}} : {{title}}',
      pagination: 'Choisir une diapositive',
      pause: 'Mettre en pause le défilement automatique',
      play: 'Reprendre le défilement automatique',
    },
    offer: {
      taxIncluded: 'TTC',
      features: 'Inclus dans l’offre {{name}}',
      choose: 'Choisir cette offre',
    },
    readMore: 'En savoir plus',
    readMoreAbout: 'En savoir plus : {{title}}',
    empty: {
      title: 'Aucun contenu pour le moment',
      body: 'Cette page est en cours de mise à jour. Revenez dans quelques instants.',
      backHome: 'Retour à l’accueil',
    },
    error: {
      title: 'Impossible d’afficher cette page',
    },
    notFound: {
      title: 'Page introuvable',
      body: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    },
  },
  ar: {
    catalog: catalogTranslations.ar,
    help: helpTranslations.ar,
    places: placesTranslations.ar,
    forms: formsTranslations.ar,
    eligibility: eligibilityTranslations.ar,
    contentPages: contentPagesTranslations.ar,
    roaming: roamingTranslations.ar,
    promotions: promotionsTranslations.ar,
    survey: surveyTranslations.ar,
    businessEvents: businessEventsTranslations.ar,
    brand: 'أطلس تيليكوم',
    pageTitle: {
      hp: 'الأفراد: العروض والإنترنت والهواتف الذكية',
      hp_entreprise: 'المقاولات: حلول الاتصالات والرقمنة',
      hp_corporate: 'مجموعة أطلس تيليكوم',
      hp_hppro: 'المهنيون: عروض تناسب نشاطكم',
      hp_wholesale: 'خدمات الجملة للمشغلين',
    },
    loadingPage: 'جارٍ تحميل الصفحة…',
    sections: {
      quickLinks: 'روابط سريعة',
      offerCards: 'عروضنا',
      featureGrid: 'لماذا تختارنا',
      newsCards: 'المستجدات',
    },
    carousel: {
      label: 'في الواجهة',
      roleDescription: 'عارض الشرائح',
      slideRole: 'شريحة',
      slide: '{{current}} من {{total}}',
      previous: 'الشريحة السابقة',
      next: 'الشريحة التالية',
      goTo: 'عرض الشريحة {{index}}: {{title}}',
      pagination: 'اختيار شريحة',
      pause: 'إيقاف التمرير التلقائي مؤقتًا',
      play: 'استئناف التمرير التلقائي',
    },
    offer: {
      taxIncluded: 'شامل للرسوم',
      features: 'ما يتضمنه عرض {{name}}',
      choose: 'اختيار هذا العرض',
    },
    readMore: 'اعرف المزيد',
    readMoreAbout: 'اعرف المزيد: {{title}}',
    empty: {
      title: 'لا يوجد محتوى حاليًا',
      body: 'يجري تحديث هذه الصفحة. يرجى العودة بعد قليل.',
      backHome: 'العودة إلى الصفحة الرئيسية',
    },
    error: {
      title: 'تعذّر عرض هذه الصفحة',
    },
    notFound: {
      title: 'الصفحة غير موجودة',
      body: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
    },
  },
  en: {
    catalog: catalogTranslations.en,
    help: helpTranslations.en,
    places: placesTranslations.en,
    forms: formsTranslations.en,
    eligibility: eligibilityTranslations.en,
    contentPages: contentPagesTranslations.en,
    roaming: roamingTranslations.en,
    promotions: promotionsTranslations.en,
    survey: surveyTranslations.en,
    businessEvents: businessEventsTranslations.en,
    brand: 'Atlas Telecom',
    pageTitle: {
      hp: 'Personal: mobile plans, internet and smartphones',
      hp_entreprise: 'Business: telecom and digital solutions',
      hp_corporate: 'The Atlas Telecom group',
      hp_hppro: 'Professionals: offers for your business',
      hp_wholesale: 'Wholesale: services for carriers',
    },
    loadingPage: 'Loading the page…',
    sections: {
      quickLinks: 'Quick links',
      offerCards: 'Our offers',
      featureGrid: 'Why choose us',
      newsCards: 'News',
    },
    carousel: {
      label: 'Featured',
      roleDescription: 'carousel',
      slideRole: 'slide',
      slide: '{{current}} of {{total}}',
      previous: 'Previous slide',
      next: 'Next slide',
      goTo: 'Show slide {{index}}: {{title}}',
      pagination: 'Choose a slide',
      pause: 'Pause automatic rotation',
      play: 'Resume automatic rotation',
    },
    offer: {
      taxIncluded: 'incl. VAT',
      features: 'Included in {{name}}',
      choose: 'Choose this offer',
    },
    readMore: 'Learn more',
    readMoreAbout: 'Learn more: {{title}}',
    empty: {
      title: 'Nothing to show yet',
      body: 'This page is being updated. Please come back in a moment.',
      backHome: 'Back to home',
    },
    error: {
      title: 'This page could not be shown',
    },
    notFound: {
      title: 'Page not found',
      body: 'The page you are looking for does not exist or has moved.',
    },
  },
} satisfies LanguageBundle;

export const CATALOGUE_NS = 'catalogue';
