import type { Config } from 'jest';

// One jest run over every workspace; each workspace keeps its own jest.config.ts beside its code.
const config: Config = {
  projects: [
    '<rootDir>/shared/contracts',
    '<rootDir>/shared/runtime',
    '<rootDir>/shared/ui-kit',
    '<rootDir>/shared/forms',
    '<rootDir>/shared/test-kit',
    '<rootDir>/shell',
    '<rootDir>/mf-catalogue',
    '<rootDir>/mf-cart-payment',
    '<rootDir>/mf-selfcare',
    '<rootDir>/mf-invoices',
    '<rootDir>/mf-recharge',
    '<rootDir>/mf-identification',
    '<rootDir>/api',
    '<rootDir>/ops',
  ],
};

export default config;
