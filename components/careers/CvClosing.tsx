import { CtaBanner } from '@/components/sections/CtaBanner';
import closing from '@/content/copy/closing.yaml';
import { paths } from '@/lib/paths';

/** How the careers list and a closed opening end: no opening fits, so send a CV by the contact form. */
export function CvClosing() {
  return (
    <CtaBanner
      title={closing.careers.title}
      text={closing.careers.text}
      action={{ label: closing.actions.contact, href: paths.contact }}
    />
  );
}
