import { type BlockSeed, decorative } from '../home-pages/blocks';
import { l } from './text';

/** /wholesale/datacenter: colocation and interconnection for carriers and large accounts. */
export const wholesaleDatacenter: BlockSeed[] = [
  {
    key: 'entete',
    style: 'page-header',
    title: l('Nos datacenters au Maroc', 'مراكز بياناتنا بالمغرب', 'Our data centres in Morocco'),
    subtitle: l(
      'Deux sites Tier III neutres vis-à-vis des opérateurs, à Casablanca et Rabat, pour héberger vos équipements au plus près de vos utilisateurs et de vos données.',
      'موقعان من المستوى الثالث محايدان تجاه المشغّلين، بالدار البيضاء والرباط، لاستضافة تجهيزاتكم على مقربة من مستعمليكم ومعطياتكم.',
      'Two carrier-neutral Tier III sites, in Casablanca and Rabat, to host your equipment close to your users and your data.',
    ),
    cta: { label: l('Demander une visite', 'طلب زيارة', 'Book a visit'), link: '/nous-contacter' },
    items: [{ id: 'wholesale', title: l('Tous les services wholesale', 'جميع خدمات الجملة', 'All wholesale services'), link: '/wholesale' }],
  },
  {
    key: 'atouts',
    style: 'feature-grid',
    title: l('Pourquoi héberger chez nous', 'لماذا تستضيفون لدينا', 'Why host with us'),
    items: [
      {
        id: 'tier3',
        title: l('Tier III', 'المستوى الثالث', 'Tier III'),
        body: l(
          'Alimentation et refroidissement redondés (N+1), maintenance sans interruption, 99,982 % de disponibilité garantie.',
          'تغذية وتبريد مزدوجان (\u2066N+1\u2069) وصيانة دون انقطاع، وتوفر مضمون بنسبة 99,982٪.',
          'Redundant power and cooling (N+1), maintenance without downtime, 99.982% guaranteed availability.',
        ),
        image: { file: 'icon-datacenter.svg', alt: decorative },
      },
      {
        id: 'souverainete',
        title: l('Vos données restent au Maroc', 'معطياتكم تبقى بالمغرب', 'Your data stays in Morocco'),
        body: l(
          'Un hébergement conforme à la loi 09-08 et aux exigences de la DGSSI pour les administrations et les secteurs régulés.',
          'استضافة مطابقة للقانون \u206609-08\u2069 ولمتطلبات المديرية العامة لأمن نظم المعلومات بالنسبة للإدارات والقطاعات المقننة.',
          'Hosting that meets law 09-08 and the requirements of the DGSSI for public bodies and regulated sectors.',
        ),
        image: { file: 'icon-cybersecurite.svg', alt: decorative },
      },
      {
        id: 'neutre',
        title: l('Neutre et interconnecté', 'محايد ومترابط', 'Neutral and interconnected'),
        body: l(
          'Plus de 15 opérateurs et fournisseurs de contenu présents, un point d’échange internet et l’accès à nos câbles sous-marins.',
          'أكثر من 15 مشغّلًا ومزوّد محتوى حاضرين، ونقطة لتبادل الإنترنت، وولوج إلى كابلاتنا البحرية.',
          'Over 15 carriers and content providers on site, an internet exchange point and access to our submarine cables.',
        ),
        image: { file: 'icon-international.svg', alt: decorative },
      },
      {
        id: 'noc',
        title: l('Supervision 24 h/24', 'مراقبة على مدار الساعة', '24/7 monitoring'),
        body: l(
          'Un centre de supervision et des techniciens sur place jour et nuit, avec un service de mains à distance.',
          'مركز مراقبة وتقنيون في عين المكان ليل نهار، مع خدمة التدخل عن بعد.',
          'A monitoring centre and on-site technicians day and night, with a remote hands service.',
        ),
        image: { file: 'icon-service-client.svg', alt: decorative },
      },
    ],
  },
  {
    key: 'caracteristiques',
    style: 'data-table',
    title: l('Caractéristiques des sites', 'خصائص الموقعين', 'Site specifications'),
    columns: [
      l('Critère', 'المعيار', 'Criterion'),
      l('Casablanca – Sidi Maârouf', 'الدار البيضاء – سيدي معروف', 'Casablanca – Sidi Maarouf'),
      l('Rabat – Technopolis', 'الرباط – تكنوبوليس', 'Rabat – Technopolis'),
    ],
    items: [
      {
        id: 'surface',
        title: l('Surface IT', 'المساحة التقنية', 'IT floor space'),
        cells: [l('3 200 m²', '3200 م²', '3,200 m²'), l('1 800 m²', '1800 م²', '1,800 m²')],
      },
      {
        id: 'puissance',
        title: l('Puissance IT', 'القدرة الكهربائية التقنية', 'IT power'),
        cells: [l('6 MW', '6 ميغاواط', '6 MW'), l('3 MW', '3 ميغاواط', '3 MW')],
      },
      {
        id: 'densite',
        title: l('Densité par baie', 'الكثافة لكل خزانة', 'Density per rack'),
        cells: [l('Jusqu’à 20 kW', 'حتى 20 كيلوواط', 'Up to 20 kW'), l('Jusqu’à 15 kW', 'حتى 15 كيلوواط', 'Up to 15 kW')],
      },
      {
        id: 'energie',
        title: l('Énergie', 'الطاقة', 'Energy'),
        cells: [
          l(
            'Deux arrivées, groupes N+1, 48 h d’autonomie',
            'مصدران للتغذية ومولدات \u2066N+1\u2069 واستقلالية 48 ساعة',
            'Two feeds, N+1 generators, 48 h autonomy',
          ),
          l(
            'Deux arrivées, groupes N+1, 48 h d’autonomie',
            'مصدران للتغذية ومولدات \u2066N+1\u2069 واستقلالية 48 ساعة',
            'Two feeds, N+1 generators, 48 h autonomy',
          ),
        ],
      },
      {
        id: 'certifications',
        title: l('Certifications', 'الشهادات', 'Certifications'),
        cells: [
          l('Tier III, ISO 27001, ISO 50001', 'المستوى الثالث، \u2066ISO 27001\u2069، \u2066ISO 50001\u2069', 'Tier III, ISO 27001, ISO 50001'),
          l('Tier III, ISO 27001', 'المستوى الثالث، \u2066ISO 27001\u2069', 'Tier III, ISO 27001'),
        ],
      },
      {
        id: 'reseau',
        title: l('Connectivité', 'الربط', 'Connectivity'),
        cells: [
          l('Point d’échange, 3 câbles sous-marins', 'نقطة تبادل و3 كابلات بحرية', 'Exchange point, 3 submarine cables'),
          l('Fibre dédiée vers Casablanca (2 routes)', 'ألياف مخصصة نحو الدار البيضاء (مساران)', 'Dedicated fibre to Casablanca (2 routes)'),
        ],
      },
    ],
  },
  {
    key: 'offres',
    style: 'article',
    title: l('Nos offres de colocation', 'عروض الاستضافة لدينا', 'Our colocation offers'),
    body: l(
      'Du demi-rack à la salle privative, avec l’énergie et les interconnexions dont vous avez besoin, au mois ou sur plusieurs années.',
      'من نصف خزانة إلى قاعة خاصة، مع الطاقة والروابط التي تحتاجونها، بالشهر أو لعدة سنوات.',
      'From half a rack to a private room, with the power and interconnections you need, monthly or over several years.',
    ),
    items: [
      {
        id: 'baie',
        title: l('Baie 42U', 'خزانة 42U', '42U rack'),
        body: l(
          'Baie sécurisée par serrure à code, de 2 à 20 kW, alimentation double.',
          'خزانة مؤمّنة بقفل رقمي، من 2 إلى 20 كيلوواط، بتغذية مزدوجة.',
          'A code-locked rack from 2 to 20 kW, with dual power.',
        ),
      },
      {
        id: 'cage',
        title: l('Cage privative', 'قفص خاص', 'Private cage'),
        body: l(
          'De 4 à 40 baies dans un espace grillagé, avec contrôle d’accès biométrique.',
          'من 4 إلى 40 خزانة في فضاء مسيّج، بمراقبة ولوج بالبصمة.',
          '4 to 40 racks in a fenced area, with biometric access control.',
        ),
      },
      {
        id: 'salle',
        title: l('Salle privative', 'قاعة خاصة', 'Private room'),
        body: l(
          'Une salle dédiée avec ses propres circuits électriques et de refroidissement.',
          'قاعة مخصصة بدوائرها الكهربائية وأنظمة تبريدها الخاصة.',
          'A dedicated room with its own power and cooling circuits.',
        ),
      },
      {
        id: 'cross-connect',
        title: l('Interconnexions', 'الربط البيني', 'Cross-connects'),
        body: l(
          'Cross-connects fibre ou cuivre vers les opérateurs présents, livrés sous 48 heures.',
          'روابط بينية بالألياف أو النحاس نحو المشغّلين الحاضرين، تُسلَّم خلال 48 ساعة.',
          'Fibre or copper cross-connects to the carriers on site, delivered within 48 hours.',
        ),
      },
    ],
  },
  {
    key: 'contact',
    style: 'notice',
    title: l('Un projet d’hébergement ?', 'لديكم مشروع استضافة؟', 'A hosting project?'),
    body: l(
      'Notre équipe wholesale vous répond sous un jour ouvré, étudie vos besoins et organise la visite du site.',
      'يجيبكم فريق خدمات الجملة خلال يوم عمل، ويدرس حاجياتكم وينظّم زيارة الموقع.',
      'Our wholesale team answers within one working day, studies your needs and arranges a site visit.',
    ),
    cta: { label: l('Contacter l’équipe wholesale', 'اتصل بفريق خدمات الجملة', 'Contact the wholesale team'), link: '/nous-contacter' },
    items: [],
  },
];
