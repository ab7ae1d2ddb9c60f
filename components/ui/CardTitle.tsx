import type { ReactNode } from 'react';
import { SiteLink } from './SiteLink';
import { cn } from '@/lib/cn';

/** A card's linked title, at the heading level its list needs. */
export function CardTitle({
  as: Heading = 'h3',
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
    <Heading className={cn('mt-3 leading-snug font-semibold', className)}>
      <SiteLink href={href} className="hover:text-brand-700 hover:underline">
        {children}
      </SiteLink>
    </Heading>
  );
}
