import securityCopy from '@/content/copy/security.yaml';
import { fill } from '@/lib/text/fill';
import { securityTxt } from '@/lib/seo/security-txt';
import { siteUrl } from '@/lib/seo/metadata';
import { site } from '@/lib/content/site';

export const dynamic = 'force-static';

/** Expires is set from the build date; a rebuild within this many days keeps it valid. */
const VALID_FOR_DAYS = 365;

export function GET() {
  const content = {
    contact: `mailto:${site.securityEmail}`,
    preferredLanguages: securityCopy.preferredLanguages,
    validForDays: VALID_FOR_DAYS,
    comment: `# ${fill(securityCopy.comment, { company: site.name, securityAcknowledgement: site.promises.securityAcknowledgement })}`,
  };
  return new Response(securityTxt(content, siteUrl, new Date()), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
