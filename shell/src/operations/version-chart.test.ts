import { niceTop } from './version-chart';

it('rounds an axis top up to 1, 2, 2.5 or 5 × 10ⁿ', () => {
  expect([0, 0.021, 0.41, 2, 26, 2082, 9000].map(niceTop)).toEqual([1, 0.025, 0.5, 2, 50, 2500, 10000]);
});
