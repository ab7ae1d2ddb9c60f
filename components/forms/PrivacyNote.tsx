import { SiteLink } from '@/components/ui/SiteLink';
import formsCopy from '@/content/copy/forms.yaml';
import { paths } from '@/lib/paths';

export function PrivacyNote({ className = '' }: { className?: string }) {
  return (
    <p className={`text-sm text-slate-600 ${className}`}>
      {formsCopy.privacyNote.text}{' '}
      <SiteLink href={paths.privacy} className="font-medium text-brand-700 underline hover:text-brand-800">
        {formsCopy.privacyNote.link}
      </SiteLink>
    </p>
  );
}
