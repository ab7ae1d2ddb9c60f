import { SiteLink } from '@/components/ui/SiteLink';
import { buttonStyles } from '@/components/ui/button';
import { CopyBand } from './CopyBand';

export function CtaBanner({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action: { label: string; href: string };
}) {
  return (
    <CopyBand
      title={title}
      text={text}
      tone="dark"
      layout="flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between"
      copyClassName="max-w-2xl"
      aside={
        <SiteLink href={action.href} className={buttonStyles({ variant: 'accent', size: 'lg', className: 'shrink-0' })}>
          {action.label}
        </SiteLink>
      }
    />
  );
}
