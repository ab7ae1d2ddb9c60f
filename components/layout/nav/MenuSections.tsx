import { useId } from 'react';
import type { NavSection } from '@/lib/nav-types';
import { MenuLink } from './MenuLink';

export function MenuSections({ sections, onNavigate }: { sections: NavSection[]; onNavigate: () => void }) {
  const baseId = useId();
  return sections.map((section, i) => {
    const headingId = `${baseId}-${i}`;
    return (
      <div
        key={section.heading ?? i}
        role="group"
        aria-labelledby={section.heading ? headingId : undefined}
        className={i > 0 ? 'mt-1 border-t border-slate-100 pt-1' : undefined}
      >
        {section.heading ? (
          <p
            id={headingId}
            role="presentation"
            className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
          >
            {section.heading}
          </p>
        ) : null}
        {section.links.map((link) => (
          <MenuLink key={link.href} link={link} onNavigate={onNavigate} />
        ))}
      </div>
    );
  });
}
