import { createPlatformStore } from '@atlas/runtime';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { identificationApi } from './identification-terms-query';

const TERMS = { id: 't', type: 'identification_cgu', style: 'legal-text', position: 1, language: 'ar', items: [] };

describe('the identification terms', () => {
  let network: ReturnType<typeof fakeApi>;
  afterEach(() => network.restore());

  it('reads the identification_cgu legal text of the language once, and answers its block', async () => {
    network = fakeApi(() => ({ status: 200, data: [TERMS] }));
    const store = createPlatformStore({ devTools: false });
    const read = await store.dispatch(identificationApi.endpoints.identificationTerms.initiate('ar'));
    await store.dispatch(identificationApi.endpoints.identificationTerms.initiate('ar'));
    expect(read.data).toEqual(TERMS);
    expect(network.requests).toHaveLength(1);
    expect(network.requests[0]!.url).toBe('/api/v1/ms-content/blocks');
    expect(network.requests[0]!.params).toEqual({ language: 'ar', 'field[type]': 'identification_cgu', 'field[style]': 'legal-text' });
  });

  it('answers null when the service has no terms, and the error code when it fails', async () => {
    network = fakeApi((request) => (request.params.language === 'fr' ? { status: 200, data: [] } : { status: 503, data: { code: 'service_unavailable' } }));
    const store = createPlatformStore({ devTools: false });
    expect((await store.dispatch(identificationApi.endpoints.identificationTerms.initiate('fr'))).data).toBeNull();
    expect((await store.dispatch(identificationApi.endpoints.identificationTerms.initiate('en'))).error).toMatchObject({
      status: 503,
      code: 'service_unavailable',
    });
  });
});
