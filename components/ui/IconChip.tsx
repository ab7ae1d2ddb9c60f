import { Icon } from './Icon';
import type { IconName } from '@/lib/content/vocabulary';
import { cn } from '@/lib/cn';

const tones = {
  soft: 'bg-brand-50 text-brand-700',
  solid: 'bg-brand-700 text-white',
  glass: 'bg-white/15 ring-1 ring-white/25',
} as const;

/** An icon on a rounded tile, leading a card or heading. */
export function IconChip({
  name,
  tone = 'soft',
  size = 'md',
  className,
}: {
  name: IconName;
  tone?: keyof typeof tones;
  size?: 'sm' | 'md';
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-xl',
        size === 'sm' ? 'h-9 w-9' : 'h-11 w-11',
        tones[tone],
        className,
      )}
    >
      <Icon name={name} className={size === 'sm' ? 'h-5 w-5' : 'h-6 w-6'} />
    </span>
  );
}
