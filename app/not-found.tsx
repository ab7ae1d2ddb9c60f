import type { Metadata } from 'next';
import { NotFoundView } from '@/components/sections/NotFoundView';
import notFoundCopy from '@/content/copy/not-found.yaml';
import { fill } from '@/lib/text/fill';
import { site } from '@/lib/content/site';

export const metadata: Metadata = {
  title: notFoundCopy.general.title,
  description: fill(notFoundCopy.general.description, { company: site.name }),
  robots: { index: false },
};

export default function NotFound() {
  return <NotFoundView />;
}
