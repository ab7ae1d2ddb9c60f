import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CompareTable } from '@/components/products/CompareTable';
import { PageHeader } from '@/components/sections/PageHeader';
import { productPages } from '@/content/product-pages';
import { productGroups } from '@/lib/content';
import { paths } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo';
import { trail } from '@/lib/structured-data';

const copy = productPages.compare;

export const dynamicParams = false;

export function generateStaticParams() {
  return productGroups.map((group) => ({ group: group.slug }));
}

type Props = { params: Promise<{ group: string }> };

const findGroup = async (params: Props['params']) => {
  const slug = (await params).group;
  return productGroups.find((group) => group.slug === slug);
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const group = await findGroup(params);
  if (!group) return {};
  return pageMetadata({
    title: copy.title(group.title),
    description: copy.description(group.title, group.products.length),
    path: paths.compare(group.slug),
  });
}

export default async function ComparePage({ params }: Props) {
  const group = await findGroup(params);
  if (!group) notFound();
  return (
    <>
      <PageHeader
        eyebrow={copy.kind}
        path={paths.compare(group.slug)}
        title={copy.heading(group.title)}
        intro={copy.intro}
        crumbs={trail(
          { label: productPages.index.title, href: paths.products },
          { label: group.title, href: `${paths.products}#${group.slug}` },
          { label: copy.kind, href: paths.compare(group.slug) },
        )}
      />
      <CompareTable group={group} />
    </>
  );
}
