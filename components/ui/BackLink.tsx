import { SiteLink } from './SiteLink';
import { cn } from '@/lib/styles/cn';

export function BackLink({ href, label, className }: { href: string; label: string; className?: string }) {
  return (
    <SiteLink
      href={href}
      className={cn('inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline', className)}
    >
      <span aria-hidden="true">←</span> {label}
    </SiteLink>
  );
}
