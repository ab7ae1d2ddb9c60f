import legalCopy from '@/content/copy/legal.yaml';
import navigationCopy from '@/content/copy/navigation.yaml';
import { llmsTxt } from '@/lib/seo/llms-txt';
import { allPages } from '@/lib/pages/all';
import { paths } from '@/lib/paths';
import { siteUrl } from '@/lib/seo/metadata';
import { site } from '@/lib/content/site';

export const dynamic = 'force-static';

export function GET() {
  const labels = legalCopy.companyDetails.labels;
  const text = llmsTxt(
    {
      name: site.name,
      description: site.description,
      tagline: site.tagline,
      pages: allPages(),
      headings: { company: navigationCopy.footer.company, connect: navigationCopy.footer.connect },
      contact: [
        { label: labels.email, value: site.email },
        { label: labels.phone, value: site.phone },
        { label: labels.registeredOffice, value: site.legal.registeredOffice },
      ],
      contactLink: { label: navigationCopy.pages.contact, path: paths.contact },
    },
    siteUrl,
  );
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
