import { filtersFromUrl, filtersToQuery, filtersToUrl, NO_FILTERS } from './smartphone-filters';

describe('smartphone filters in the URL', () => {
  it('reads brands, networks, systems, price range and sort', () => {
    const filters = filtersFromUrl(new URLSearchParams('marque=Apple,Samsung&reseau=5g&os=android&prixMin=2000&prixMax=10000&tri=prix-croissant'));
    expect(filters).toEqual({ brands: ['Apple', 'Samsung'], networks: ['5G'], systems: ['android'], minPrice: 2000, maxPrice: 10000, sort: 'price-asc' });
  });

  it('writes them back to the same URL, leaving defaults out', () => {
    const url = 'marque=Apple%2CSamsung&reseau=5G&os=android&prixMin=2000&prixMax=10000&tri=prix-decroissant';
    expect(filtersToUrl(filtersFromUrl(new URLSearchParams(url))).toString()).toBe(url);
    expect(filtersToUrl(NO_FILTERS).toString()).toBe('');
  });

  it('drops what it does not know instead of failing, and puts a reversed price range right', () => {
    const filters = filtersFromUrl(new URLSearchParams('marque=<b>,Oppo&reseau=3G&os=symbian&prixMin=abc&prixMax=-5&tri=cheapest'));
    expect(filters).toEqual({ ...NO_FILTERS, brands: ['Oppo'] });
    expect(filtersFromUrl(new URLSearchParams('prixMin=5000&prixMax=1000'))).toMatchObject({ minPrice: 1000, maxPrice: 5000 });
  });

  it('turns them into the catalogue query', () => {
    expect(filtersToQuery({ ...NO_FILTERS, brands: ['Honor'], maxPrice: 3000, sort: 'price-desc' })).toEqual({
      family: 'smartphone',
      brand: ['Honor'],
      network: [],
      os: [],
      maxPrice: 3000,
      sort: 'price-desc',
    });
  });
});
