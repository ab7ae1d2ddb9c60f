/** @jest-environment node */
import { enterpriseServices, services } from '@/lib/content';
import { distinctIcons } from './glyphs';

describe('distinctIcons', () => {
  it('picks the icon whose words the title uses', () => {
    expect(
      distinctIcons([
        { title: 'Cloud Migration', description: 'Moving workloads.' },
        { title: 'FinOps & Cost Optimisation', description: 'Budgets and savings.' },
        { title: 'Managed Support', description: 'Round the clock.' },
      ]),
    ).toEqual(['refresh', 'coins', 'wrench']);
  });

  it('keeps an editor’s choice and gives the others different icons', () => {
    const icons = distinctIcons([
      { title: 'Cloud Migration', icon: 'rocket' },
      { title: 'Data Centre Migration' },
      { title: 'Launch Plan', icon: 'refresh' },
    ]);
    expect(icons[0]).toBe('rocket');
    expect(icons[2]).toBe('refresh');
    expect(['rocket', 'refresh']).not.toContain(icons[1]);
  });

  it('avoids the icons already on screen, and still gives unknown words an icon', () => {
    const icons = distinctIcons(
      [{ title: 'Cloud Migration' }, { title: 'Zyzzyva' }, { title: 'Zyzzyva II' }],
      ['refresh'],
    );
    expect(icons).not.toContain('refresh');
    expect(new Set(icons).size).toBe(3);
    expect(distinctIcons([{ title: 'Zyzzyva' }])).toEqual(distinctIcons([{ title: 'Zyzzyva' }]));
  });

  it('gives every card of every service and Enterprise IT grid its own icon, not the page’s', () => {
    const grids = [
      ...services.map((s) => ({ cards: s.features, page: s.icon })),
      ...enterpriseServices.flatMap((s) => [
        { cards: s.features, page: s.icon },
        { cards: s.benefits, page: s.icon },
      ]),
    ];
    for (const { cards, page } of grids) {
      const icons = distinctIcons(cards, [page]);
      expect(new Set(icons).size).toBe(cards.length);
      expect(icons).not.toContain(page);
    }
    for (const s of enterpriseServices) {
      const icons = distinctIcons(s.challenges.map((title) => ({ title })));
      expect(new Set(icons).size).toBe(s.challenges.length);
    }
  });
});
