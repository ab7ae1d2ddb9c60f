import type { ReactNode } from 'react';
import { SiteLink } from './SiteLink';
import { cn } from '@/lib/styles/cn';

/**
 * A card's heading whose text links to what the card is about. `stretched` spreads the link over
 * the whole card (which must be `relative`): a tap anywhere on it follows the link, and the card
 * still has one tab stop and one accessible name.
 */
export function CardHeading({
  as: Heading = 'h3',
  href,
  stretched = false,
  className,
  linkClassName,
  children,
}: {
  as?: 'h2' | 'h3';
  href: string;
  stretched?: boolean;
  className: string;
  linkClassName?: string;
  children: ReactNode;
}) {
  return (
    <Heading className={className}>
      <SiteLink
        href={href}
        className={cn(stretched && 'after:absolute after:inset-0', 'hover:text-brand-700', linkClassName)}
      >
        {children}
      </SiteLink>
    </Heading>
  );
}
