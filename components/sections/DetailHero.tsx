import { SiteLink } from '@/components/ui/SiteLink';
import type { ReactNode } from 'react';
import type { GradientName, IconName } from '@/lib/content/schemas';
import { Icon } from '@/components/ui/Icon';
import { buttonStyles } from '@/components/ui/button';
import { gradientClass } from '@/lib/styles/gradients';
import { PageLd } from '@/components/seo/PageLd';
import type { PageDescriptor } from '@/lib/kinds/descriptor';
import { Breadcrumbs } from './Breadcrumbs';

interface Props {
  page: PageDescriptor;
  gradient: GradientName;
  icon?: IconName;
  eyebrow?: string;
  action?: { label: string; href: string };
  /** Extra content under the description (facts, badges). */
  children?: ReactNode;
  /** Right-hand column (e.g. an illustration or carousel). */
  aside?: ReactNode;
}

export function DetailHero({ page, gradient, icon, eyebrow, action, children, aside }: Props) {
  return (
    <>
      <PageLd page={page} />
      <section className={`relative overflow-hidden text-white ${gradientClass(gradient)}`}>
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(255,255,255,0.12),transparent_60%)]"
        />
        <div
          className={`container-page relative py-14 sm:py-20 ${aside ? 'grid items-center gap-10 lg:grid-cols-2' : ''}`}
        >
          <div className="max-w-3xl">
            <Breadcrumbs crumbs={page.crumbs} tone="dark" />
            <div className="mt-6 flex items-center gap-3">
              {icon ? (
                <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/25">
                  <Icon name={icon} />
                </span>
              ) : null}
              {eyebrow ? (
                <p className="text-sm font-semibold tracking-wide text-white/90 uppercase">{eyebrow}</p>
              ) : null}
            </div>
            <h1 className="mt-4 text-display font-bold tracking-tight text-white">{page.title}</h1>
            <p className="mt-5 text-lg leading-relaxed text-white/90">{page.description}</p>
            {children}
            {action ? (
              <SiteLink
                href={action.href}
                className={buttonStyles({ variant: 'accent', size: 'lg', className: 'mt-8' })}
              >
                {action.label}
              </SiteLink>
            ) : null}
          </div>
          {aside}
        </div>
      </section>
    </>
  );
}
