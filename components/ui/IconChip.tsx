import { Icon } from './Icon';
import { chipClass, type ChipKind, type ChipLook } from './chip';
import type { IconName } from '@/lib/content/vocabulary';

type Tone = 'soft' | 'solid' | 'glass';

const iconChip: ChipKind<Tone> = {
  shape: 'inline-flex shrink-0 items-center justify-center rounded-xl',
  sizes: { sm: 'h-9 w-9', md: 'h-11 w-11' },
  tones: {
    soft: 'bg-brand-50 text-brand-700',
    solid: 'bg-brand-700 text-white',
    glass: 'bg-white/15 ring-1 ring-white/25',
  },
  tone: 'soft',
  size: 'md',
};

/** An icon on a rounded tile, leading a card or heading. */
export function IconChip({ name, ...look }: ChipLook<Tone> & { name: IconName }) {
  return (
    <span className={chipClass(iconChip, look)}>
      <Icon name={name} className={(look.size ?? iconChip.size) === 'sm' ? 'h-5 w-5' : 'h-6 w-6'} />
    </span>
  );
}
