import { countNoun, DAYS } from './count-noun';

describe('countNoun', () => {
  it('writes the Arabic noun form each number takes', () => {
    expect([1, 2, 3, 7, 10, 11, 15, 30, 99, 100, 101, 103, 111].map((count) => countNoun(count, DAYS, 'ar'))).toEqual([
      'يوم واحد',
      'يومان',
      '3 أيام',
      '7 أيام',
      '10 أيام',
      '11 يومًا',
      '15 يومًا',
      '30 يومًا',
      '99 يومًا',
      '100 يوم',
      '101 يوم',
      '103 أيام',
      '111 يومًا',
    ]);
  });

  it('writes French and English singular and plural', () => {
    expect([0, 1, 2, 30].map((count) => countNoun(count, DAYS, 'fr'))).toEqual(['0 jour', '1 jour', '2 jours', '30 jours']);
    expect([0, 1, 2, 30].map((count) => countNoun(count, DAYS, 'en'))).toEqual(['0 days', '1 day', '2 days', '30 days']);
  });
});
