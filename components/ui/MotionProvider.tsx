'use client';

import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

const loadFeatures = () => import('@/lib/motion-features').then((mod) => mod.default);

/**
 * Wraps an animated island: animation features load after first paint (`LazyMotion`),
 * `m` components stay tiny, and the user's reduced-motion setting is honoured.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
