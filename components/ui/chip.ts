import { cn } from '@/lib/cn';

export type ChipSize = 'sm' | 'md';

/** A kind of chip (a badge, an icon tile): its shape, and the classes of each size and tone. */
export interface ChipKind<Tone extends string> {
  shape: string;
  sizes: Record<ChipSize, string>;
  tones: Record<Tone, string>;
}

/** What a caller chooses for one chip. */
export interface ChipLook<Tone extends string> {
  tone?: Tone;
  size?: ChipSize;
  className?: string;
}

/** One chip's classes: its kind's shape, then its size's, its tone's and the caller's. */
export function chipClass<Tone extends string>(kind: ChipKind<Tone>, tone: Tone, size: ChipSize, className?: string) {
  return cn(kind.shape, kind.sizes[size], kind.tones[tone], className);
}
