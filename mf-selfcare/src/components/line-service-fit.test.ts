import { servicesFor } from './services-menu';

const labels = (segment: 'prepaid' | 'postpaid' | 'cameleon') => {
  const { offered, absent } = servicesFor({ segment });
  return { offered: offered.map((link) => link.service), absent: absent.map((link) => [link.service, link.reason, link.instead]) };
};

describe('the line services offered: only those that can succeed, and why the others are absent', () => {
  it('a prepaid line moves to a plan; it has no plan to change', () => {
    const { offered, absent } = labels('prepaid');
    expect(offered).toContain('migration');
    expect(offered).not.toContain('changeOffer');
    expect(absent).toEqual([['changeOffer', 'prepaidMigrates', 'migration']]);
  });

  it.each(['postpaid', 'cameleon'] as const)('a %s line changes its plan; it does not migrate', (segment) => {
    const { offered, absent } = labels(segment);
    expect(offered).toContain('changeOffer');
    expect(offered).not.toContain('migration');
    expect(absent).toEqual([['migration', 'alreadyOnPlan', 'changeOffer']]);
  });

  it('the services every mobile line has stay offered', () => {
    for (const segment of ['prepaid', 'postpaid', 'cameleon'] as const)
      expect(labels(segment).offered).toEqual(expect.arrayContaining(['puk', 'suspension', 'roaming', 'simSwap', 'changeNumber']));
  });
});
