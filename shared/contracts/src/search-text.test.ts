import { searchText, searchWords } from './search-text';

describe('searchText', () => {
  it('drops French accents and case', () => {
    expect(searchText('Éligibilité à la FIBRE, l’offre')).toBe('eligibilite a la fibre l offre');
  });

  it('folds Arabic letter variants and short vowels', () => {
    expect(searchText('الأَلْيَاف البَصَرِيّة')).toBe(searchText('الالياف البصريه'));
    expect(searchText('إعادة الشحن')).toBe('اعاده الشحن');
    expect(searchText('مستشفى')).toBe('مستشفي');
  });

  it('splits a query into words', () => {
    expect(searchWords('  Forfait   5G!  ')).toEqual(['forfait', '5g']);
    expect(searchWords('?!')).toEqual([]);
  });
});
