import { Icon } from './Icon';
import { iconListLooks as looks } from './icon-list-looks';
import type { IconName } from '@/lib/content/vocabulary';

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
  /** The icon's text colour class. */
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
