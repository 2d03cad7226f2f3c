import { localizedSchema } from '../../language';

/** JSON schemas of the ms-catalog answers (the shapes of shared/src/contracts/catalog.ts). */
export const catalogProductSchema = {
  type: 'object',
  required: ['id', 'family', 'productType', 'segment', 'offer_name_fr', 'offer_name_ar', 'offerName', 'price', 'period', 'stockState', 'releasedAt', 'images', 'description', 'specs'],
  properties: {
    id: { type: 'string' },
    family: { type: 'string' },
    productType: { type: 'string' },
    segment: { type: 'string' },
    offer_name_fr: { type: 'string' },
    offer_name_ar: { type: 'string' },
    offerName: { type: 'string' },
    brand: { type: 'string' },
    network: { type: 'string' },
    os: { type: 'string' },
    homeFamily: { type: 'string' },
    price: { type: 'number' },
    previousPrice: { type: 'number' },
    period: { type: 'string' },
    stockState: { type: 'string' },
    releasedAt: { type: 'string' },
    images: { type: 'array', items: { type: 'string' } },
    colours: { type: 'array', items: localizedSchema },
    description: localizedSchema,
    specs: { type: 'array', items: { type: 'object', required: ['label', 'value'], properties: { label: localizedSchema, value: localizedSchema } } },
    allowances: {
      type: 'object',
      required: ['highlights'],
      properties: {
        dataGb: { type: ['number', 'null'] },
        callHours: { type: ['number', 'null'] },
        sms: { type: ['number', 'null'] },
        speedMbps: { type: 'number' },
        commitmentMonths: { type: 'number' },
        highlights: { type: 'array', items: localizedSchema },
      },
    },
    badge: localizedSchema,
  },
} as const;

const facetValues = { type: 'array', items: { type: 'object', required: ['value', 'count'], properties: { value: { type: 'string' }, count: { type: 'integer' } } } } as const;

export const catalogPageSchema = {
  type: 'object',
  required: ['items', 'total', 'facets'],
  properties: {
    items: { type: 'array', items: catalogProductSchema },
    total: { type: 'integer' },
    facets: {
      type: 'object',
      required: ['brands', 'networks', 'operatingSystems', 'price'],
      properties: {
        brands: facetValues,
        networks: facetValues,
        operatingSystems: facetValues,
        price: { type: 'object', required: ['min', 'max'], properties: { min: { type: 'number' }, max: { type: 'number' } } },
      },
    },
  },
} as const;
