/**
 * The seeded self-care accounts, printed by `npm start` and listed in the README. The seed and the
 * end-to-end journeys read them from here. Every password follows the spec (8+ characters,
 * starting with a letter and ending with a digit).
 */
export interface DemoAccount {
  label: string;
  /** The main line: sign in with it in any form (06…, +212…) or with the email. */
  username: string;
  email: string;
  password: string;
}

export const DEMO_PASSWORD = 'Atlas2026';

export const DEMO_ACCOUNTS = {
  prepaid: { label: 'prepaid B2C, one mobile line', username: '0661234501', email: 'salma.idrissi@example.ma', password: DEMO_PASSWORD },
  postpaidWithFibre: {
    label: 'postpaid B2C, a mobile and a fibre line',
    username: '0662345602',
    email: 'youssef.benali@example.ma',
    password: DEMO_PASSWORD,
  },
  cameleon: { label: 'cameleon B2C, one mobile line', username: '0663456704', email: 'khadija.elamrani@example.ma', password: DEMO_PASSWORD },
  business: { label: 'B2B fleet, three postpaid lines', username: '0700112201', email: 'karim.tazi@tazi-logistique.ma', password: DEMO_PASSWORD },
  homeInternet: { label: 'home internet, an ADSL and an i-dar line', username: '0537112205', email: 'omar.chraibi@example.ma', password: DEMO_PASSWORD },
} as const satisfies Record<string, DemoAccount>;

/**
 * The demo operator of the operations page (/operations), seeded only with DEMO_DATA (never in
 * production, where `npm run ops -- operator-add <login>` creates each operator).
 */
export const DEMO_OPERATOR = { login: 'ops.demo', password: 'Atlas-Ops-2026' } as const;
