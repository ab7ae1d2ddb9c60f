import { CardHeading } from '@/components/ui/CardHeading';
import type { Service } from '@/lib/content/collections/services';
import { Icon } from '@/components/ui/Icon';
import { ArrowRight } from 'lucide';
import { Glyph } from '@/components/ui/glyph-base';
import { gradientClass } from '@/lib/styles/gradients';
import { paths } from '@/lib/paths';

/** A whole-card link to a service page: gradient icon, title, description, optional cue. */
export function ServiceCard({
  service,
  cue,
}: {
  service: Pick<Service, 'slug' | 'title' | 'description' | 'icon' | 'gradient'>;
  cue?: string;
}) {
  return (
    <li className="card card-link group relative flex flex-col">
      <span
        className={`inline-flex h-12 w-12 items-center justify-center rounded-xl text-white ${gradientClass(service.gradient)}`}
      >
        <Icon name={service.icon} />
      </span>
      <CardHeading
        href={paths.service(service.slug)}
        className="mt-5 text-xl font-semibold"
        stretched
        linkClassName="group-focus-within:underline group-hover:text-brand-700 after:rounded-2xl focus-visible:outline-none"
      >
        {service.title}
      </CardHeading>
      <p className="mt-3 flex-1 text-slate-600">{service.description}</p>
      {cue ? (
        <p
          aria-hidden="true"
          className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:gap-2"
        >
          {cue} <Glyph icon={ArrowRight} className="h-4 w-4" />
        </p>
      ) : null}
    </li>
  );
}
