import { cva, type VariantProps } from 'class-variance-authority';
import { Icon } from './Icon';
import type { IconName } from '@/lib/content/vocabulary';

const tile = cva('inline-flex shrink-0 items-center justify-center rounded-xl', {
  variants: {
    size: { sm: 'h-9 w-9', md: 'h-11 w-11' },
    tone: {
      soft: 'bg-brand-50 text-brand-700',
      solid: 'bg-brand-700 text-white',
      glass: 'bg-white/15 ring-1 ring-white/25',
    },
  },
  defaultVariants: { size: 'md', tone: 'soft' },
});

const glyph = cva('', { variants: { size: { sm: 'h-5 w-5', md: 'h-6 w-6' } }, defaultVariants: { size: 'md' } });

/** An icon on a rounded tile, leading a card or heading. */
export function IconChip({
  name,
  tone,
  size,
  className,
}: VariantProps<typeof tile> & { className?: string; name: IconName }) {
  return (
    <span className={tile({ tone, size, className })}>
      <Icon name={name} className={glyph({ size })} />
    </span>
  );
}
