'use client';

import { AnimatePresence, m } from 'framer-motion';
import { MotionProvider } from '@/components/ui/MotionProvider';
import type { SlideProps } from './ProductCarousel';

/** The animated version of the carousel's slide, loaded once someone starts browsing images. */
export default function AnimatedSlide({ image, src, direction, eager }: SlideProps) {
  return (
    <MotionProvider>
      <AnimatePresence initial={false} custom={direction} mode="popLayout">
        <m.img
          key={src}
          src={src}
          alt={image.caption}
          width={image.width}
          height={image.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          draggable={false}
          custom={direction}
          initial={{ opacity: 0, x: direction * 60 }}
          animate={{ opacity: 1, x: 0 }}
          exit={{ opacity: 0, x: direction * -60 }}
          transition={{ duration: 0.3, ease: 'easeOut' }}
          aria-roledescription="slide"
          className="absolute inset-0 h-full w-full object-contain"
        />
      </AnimatePresence>
    </MotionProvider>
  );
}
