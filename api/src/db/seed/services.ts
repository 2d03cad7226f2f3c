import type { appServices } from '../schema';
import { mediaUrl } from '../../modules/ms-content/media-url';
import type { Localized } from '../../language';

function service(id: string, label: Localized, link: string, icon = id): (typeof appServices)['$inferInsert'] {
  return { id, position: 0, label, link, icon: mediaUrl(`icon-${icon}.svg`) };
}

/** The operator's online services, in the order the site lists them. */
export const services = [
  service('recharge', { fr: 'Recharge', ar: 'تعبئة الرصيد', en: 'Top up' }, '/recharge'),
  service('paiement-facture', { fr: 'Payer ma facture', ar: 'أداء الفاتورة', en: 'Pay my bill' }, '/paiement-facture'),
  service('suivi-commande', { fr: 'Suivi de commande', ar: 'تتبع الطلبية', en: 'Track my order' }, '/suivi-commande'),
  service('pass-forfait', { fr: 'Pass internet', ar: 'باقات الإنترنت', en: 'Data passes' }, '/pass-forfait'),
  service('roaming', { fr: "Roaming à l'international", ar: 'التجوال الدولي', en: 'International roaming' }, '/roaming'),
  service('portabilite', { fr: 'Portabilité du numéro', ar: 'الاحتفاظ بالرقم', en: 'Keep your number' }, '/portabilite'),
  service(
    'eligibilite-fibre',
    { fr: 'Test éligibilité fibre', ar: 'اختبار الأهلية للألياف البصرية', en: 'Fibre eligibility test' },
    '/offres-internet/wifi-a-la-maison/fibre-optique?selected=test-fibre-optique',
  ),
  service('nos-agences', { fr: 'Nos agences', ar: 'وكالاتنا', en: 'Our stores' }, '/nos-agences'),
  service('espace-client', { fr: 'Espace client', ar: 'الفضاء الخاص بالزبون', en: 'Customer area' }, '/espace-client/login'),
  service('recuperation-puk', { fr: 'Récupérer mon code PUK', ar: 'استرجاع رمز PUK', en: 'Get my PUK code' }, '/espace-client/assistance/recuperation-puk'),
  service('faq', { fr: 'Questions fréquentes', ar: 'الأسئلة الشائعة', en: 'FAQ' }, '/faq'),
  service('nous-contacter', { fr: 'Nous contacter', ar: 'اتصل بنا', en: 'Contact us' }, '/nous-contacter'),
].map((row, position) => ({ ...row, position }));
