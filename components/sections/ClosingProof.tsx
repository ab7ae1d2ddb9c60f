import type { ReactNode } from 'react';
import { Pairs } from '@/components/ui/Pairs';
import { SiteLink } from '@/components/ui/SiteLink';
import home from '@/content/copy/home.yaml';
import closing from '@/content/copy/closing.yaml';
import { productGroups, products } from '@/lib/content';
import { fill } from '@/lib/text/fill';
import { headlineFigure } from '@/lib/lists/case-studies';
import type { CaseStudy } from '@/lib/content/collections/case-studies';
import { paths } from '@/lib/paths';
import { figuresNamed } from '@/lib/content/site';

/** The catalogue's size as a figure: its products and ranges. */
export const catalogueFigure = () => ({
  value: String(products.length),
  label: fill(home.proof.products, { ranges: productGroups.length }),
});

/** The company figures that close a page (Company details → Company figures, by closing.yaml's ids). */
export function FiguresProof({ extra = [] }: { extra?: readonly { value: string; label: string }[] }) {
  return (
    <Pairs
      pairs={[...extra, ...figuresNamed(closing.figures)]}
      look="hero"
      label={closing.figuresLabel}
      className="grid max-w-xl grid-cols-3 gap-4 border-t border-white/15 pt-5 sm:gap-6"
    />
  );
}

/** A case study as proof: its headline result, large, and its title linking to it. */
export function StudyProof({ study }: { study: CaseStudy }) {
  return (
    <figure className="max-w-xl rounded-r-2xl border-l-4 border-quantum-400 bg-white/5 px-5 py-4">
      <HeadlineResult study={study} figureClassName="text-3xl sm:text-4xl" labelClassName="text-slate-200" />
      <figcaption className="mt-3 text-sm">
        <ProofLink href={paths.caseStudy(study.slug)}>{study.title}</ProofLink>
      </figcaption>
    </figure>
  );
}

/** A link inside a closing band's proof, on its dark ground. */
export function ProofLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <SiteLink href={href} className="font-semibold text-quantum-200 underline underline-offset-4 hover:text-white">
      {children}
    </SiteLink>
  );
}

/** A case study's headline result on a dark ground: the figure large, its label under it. */
export function HeadlineResult({
  study,
  figureClassName,
  labelClassName,
}: {
  study: CaseStudy;
  figureClassName: string;
  labelClassName: string;
}) {
  return (
    <p className="flex flex-col">
      <span className={`font-bold tracking-tight text-white ${figureClassName}`}>{headlineFigure(study.headline)}</span>
      <span className={`mt-1 ${labelClassName}`}>{study.headline.label}</span>
    </p>
  );
}
