'use client';

import { LazyMotion, MotionConfig } from 'framer-motion';
import { use, type ReactNode } from 'react';
import { loadForIsland } from './lazy-island';

const loadFeatures = loadForIsland(() => import('@/lib/motion-features').then((mod) => mod.default));

/**
 * Wraps an animated island: animation features load after first paint, `m` components stay
 * tiny, and the user's reduced-motion setting is honoured. The island suspends until the
 * features are in, so a failed download reaches the island's IslandBoundary (LazyMotion's own
 * loader would leave it as an unhandled rejection).
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={use(loadFeatures())} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
