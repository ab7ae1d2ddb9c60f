import { Icon } from './Icon';
import { chipClass, type ChipLook } from './chip';
import type { IconName } from '@/lib/content/vocabulary';

const tones = {
  soft: 'bg-brand-50 text-brand-700',
  solid: 'bg-brand-700 text-white',
  glass: 'bg-white/15 ring-1 ring-white/25',
};
const iconChip = {
  shape: 'inline-flex shrink-0 items-center justify-center rounded-xl',
  sizes: { sm: 'h-9 w-9', md: 'h-11 w-11' },
  tones,
};

/** An icon on a rounded tile, leading a card or heading. */
export function IconChip({
  name,
  tone = 'soft',
  size = 'md',
  className,
}: ChipLook<keyof typeof tones> & { name: IconName }) {
  return (
    <span className={chipClass(iconChip, tone, size, className)}>
      <Icon name={name} className={size === 'sm' ? 'h-5 w-5' : 'h-6 w-6'} />
    </span>
  );
}
