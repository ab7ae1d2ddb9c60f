import type { AnchorHTMLAttributes } from 'react';
import { asset } from '@/lib/paths';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * An internal link: a plain <a> carrying the base path. Every page is pre-rendered HTML, so
 * following a link is an ordinary page load; the site ships no client router for links and
 * prefetches nothing, which keeps each page's JavaScript near zero beyond React itself.
 */
export function SiteLink({ href, children, ...rest }: Props) {
  return (
    <a href={asset(href)} {...rest}>
      {children}
    </a>
  );
}
