import type { ComponentProps } from 'react';
import { PageLd } from '@/components/seo/PageLd';
import type { PageDescriptor } from '@/lib/pages/kind';
import { GradientHero } from './GradientHero';

type Props = Omit<ComponentProps<typeof GradientHero>, 'title' | 'description' | 'crumbs'> & { page: PageDescriptor };

/** A detail page's hero and structured data, both from its descriptor: title, description, crumbs, JSON-LD. */
export function DetailHero({ page, ...hero }: Props) {
  return (
    <>
      <PageLd page={page} />
      <GradientHero title={page.title} description={page.description} crumbs={page.crumbs} {...hero} />
    </>
  );
}
