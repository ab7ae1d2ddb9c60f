import { Icon } from './Icon';
import type { IconName } from '@/lib/content/vocabulary';

const tones = { soft: 'bg-brand-50 text-brand-700', solid: 'bg-brand-700 text-white' };

export function IconChip({
  name,
  tone = 'soft',
  size = 'md',
}: {
  name: IconName;
  tone?: keyof typeof tones;
  size?: 'sm' | 'md';
}) {
  const small = size === 'sm';
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center rounded-xl ${small ? 'h-9 w-9' : 'h-11 w-11'} ${tones[tone]}`}
    >
      <Icon name={name} className={small ? 'h-5 w-5' : 'h-6 w-6'} />
    </span>
  );
}
