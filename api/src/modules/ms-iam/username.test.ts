import { maskMdn, nationalMdn, parseUsername } from './username';

describe('parseUsername', () => {
  it.each(['0612345678', '612345678', '212612345678', '+212612345678', '00212612345678', '06 12 34 56 78', '+212 6-12-34-56-78'])(
    'reads %s as the national mdn',
    (typed) => expect(parseUsername(typed)).toEqual({ kind: 'mdn', mdn: '0612345678' }),
  );

  it('reads emails, lower-cased', () => {
    expect(parseUsername('  Salma.Idrissi@Example.MA ')).toEqual({ kind: 'email', email: 'salma.idrissi@example.ma' });
  });

  it('refuses what is neither', () => {
    expect(parseUsername('0812345678')).toBeNull();
    expect(parseUsername('061234567')).toBeNull();
    expect(parseUsername('not-an-email@')).toBeNull();
    expect(nationalMdn('2126123456789')).toBeNull();
  });

  it('masks a number', () => expect(maskMdn('0612345678')).toBe('06 •• •• •• 78'));
});
