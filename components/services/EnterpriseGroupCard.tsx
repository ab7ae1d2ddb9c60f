import { paths } from '@/lib/paths';
import type { EnterpriseGroup } from '@/lib/content/collections/enterprise-groups';
import { Icon } from '@/components/ui/Icon';
import { SiteLink } from '@/components/ui/SiteLink';
import { IconChip } from '@/components/ui/IconChip';

export function EnterpriseGroupCard({ group, compact = false }: { group: EnterpriseGroup; compact?: boolean }) {
  return (
    <li className="card">
      <div className="flex items-center gap-3">
        <IconChip name={group.icon} size={compact ? 'sm' : 'md'} />
        <h3 className={compact ? 'font-semibold' : 'text-xl font-semibold'}>{group.title}</h3>
      </div>
      {compact ? null : <p className="mt-3 text-slate-600">{group.description}</p>}
      <ul className={`space-y-2 ${compact ? 'mt-4 text-sm' : 'mt-5'}`}>
        {group.services.map((s) => (
          <li key={s.slug}>
            <SiteLink
              href={paths.enterpriseService(s.slug)}
              className="inline-flex items-center gap-2 font-medium text-brand-700 hover:underline"
            >
              <Icon name="check" className="h-4 w-4 shrink-0 text-quantum-600" />
              {s.title}
            </SiteLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
