import { type Language } from '@atlas/contracts';
import { api, createQueryCache } from '@atlas/runtime';
import type { CatalogPage, CatalogProduct } from '@atlas/contracts/catalog';
import type { AgenciesResponse } from '@atlas/contracts/places';
import type { PortabilityEligibility, PortabilityEligibilityRequest } from '@atlas/contracts/portability';
import type { AvailableNumbersRequest, AvailableNumbersResponse, NumberCategory } from '@atlas/contracts/shop';

/** Spec §7: catalogue answers are kept unused for 86400 s; agencies and categories change as rarely. */
export const shopQueries = createQueryCache({ keepUnusedMs: 86_400_000 });

/** The operator's contract answers an array; the first item is the product. */
export const loadProduct = (id: string) =>
  shopQueries.fetch(`product/${id}`, async () => {
    const [product] = await api.get<CatalogProduct[]>(`/api/v1/ms-catalog/product/${encodeURIComponent(id)}`, { params: { gzip_controle: true } });
    if (!product) throw new Error('The catalogue answered no product');
    return product;
  });

/** The boxes an i-dar offer comes with. */
export const loadIdarDevices = () =>
  shopQueries.fetch('idar-devices', () => api.get<CatalogPage>('/api/v1/ms-catalog/products', { params: { family: 'accessory', homeFamily: 'idar-duo' } }).then((page) => page.items));

export const loadNumberCategories = () => shopQueries.fetch('number-categories', () => api.get<NumberCategory[]>('/api/ms-service/v1/list-number-category'));

/** Numbers free now: never cached, they go as others reserve them. */
export const listAvailableNumbers = (request: AvailableNumbersRequest) => api.post<AvailableNumbersResponse>('/api/ms-service/v2/list-available-number', request);

export const checkPortability = (request: PortabilityEligibilityRequest) => api.post<PortabilityEligibility>('/api/v1/ms-ecom/portability/eligibility', request);

/** The agencies that sell, where an order can be collected. */
export const loadSalesAgencies = (language: Language) =>
  shopQueries.fetch(`agencies/${language}`, () => api.get<AgenciesResponse>('/api/v1/ms-content/agencies', { params: { language, service: 'sales' } }));
