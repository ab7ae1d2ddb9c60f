import type { Metadata } from 'next';
import { NotFoundView } from '@/components/sections/NotFoundView';
import { notFound } from '@/content/not-found';

export const metadata: Metadata = {
  title: notFound.general.title,
  description:
    'The page you asked for does not exist on the Quantivo Technologies site. Find products, services and case studies from here.',
  robots: { index: false },
};

export default function NotFound() {
  return <NotFoundView />;
}
