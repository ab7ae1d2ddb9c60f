import { Icon } from './Icon';
import type { IconName } from '@/lib/content/vocabulary';

/** Each look: the list's spacing, each item's frame, and where the icon sits beside the first line of text. */
const looks = {
  /** Small print in a side card. */
  compact: { list: 'mt-4 space-y-2.5', item: 'flex gap-2 text-sm', icon: 'h-5 w-5' },
  /** Lead-size text, e.g. a case study's results. */
  large: { list: 'mt-5 space-y-3', item: 'flex gap-3 text-lg', icon: 'mt-1 h-5 w-5' },
  boxed: {
    list: 'mt-5 grid gap-3 sm:grid-cols-2',
    item: 'flex gap-3 rounded-xl border border-slate-200 p-4',
    icon: 'mt-0.5 h-5 w-5',
  },
  cards: { list: 'mt-10 grid gap-4 md:grid-cols-2 lg:grid-cols-3', item: 'card flex gap-3', icon: 'h-5 w-5' },
} as const;

/** A list whose items are led by a decorative icon: the same for all (a tick, an award), or one each. */
export function IconList({
  items,
  icon,
  look,
  iconColor,
}: {
  items: readonly string[];
  /** One icon for every item, or the items' own, in order. */
  icon: IconName | readonly IconName[];
  look: keyof typeof looks;
  iconColor: string;
}) {
  const s = looks[look];
  return (
    <ul className={s.list}>
      {items.map((item, i) => (
        <li key={item} className={s.item}>
          <Icon name={typeof icon === 'string' ? icon : icon[i]!} className={`${s.icon} shrink-0 ${iconColor}`} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
