import type { ReactNode } from 'react';
import { CardHeading } from './CardHeading';
import { cn } from '@/lib/cn';

/** A card's linked title, at the heading level its list needs. */
export function CardTitle({
  as = 'h3',
  href,
  children,
  className,
}: {
  as?: 'h2' | 'h3';
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <CardHeading
      as={as}
      href={href}
      className={cn('mt-3 leading-snug font-semibold', className)}
      linkClassName="hover:underline"
    >
      {children}
    </CardHeading>
  );
}
