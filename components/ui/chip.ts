import { cn } from '@/lib/cn';

export type ChipSize = 'sm' | 'md';

/** A kind of chip (a badge, an icon tile): its shape, each size's and tone's classes, its defaults. */
export interface ChipKind<Tone extends string> {
  shape: string;
  sizes: Record<ChipSize, string>;
  tones: Record<Tone, string>;
  tone: Tone;
  size: ChipSize;
}

/** What a caller chooses for one chip; what it leaves out, the kind's defaults fill in. */
export interface ChipLook<Tone extends string> {
  tone?: Tone;
  size?: ChipSize;
  className?: string;
}

/** One chip's classes: its kind's shape, then its size's, its tone's and the caller's. */
export function chipClass<Tone extends string>(kind: ChipKind<Tone>, look: ChipLook<Tone>) {
  return cn(kind.shape, kind.sizes[look.size ?? kind.size], kind.tones[look.tone ?? kind.tone], look.className);
}
