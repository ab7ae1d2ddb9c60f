import { useId, type KeyboardEventHandler, type ReactNode, type Ref } from 'react';
import { SiteLink } from '@/components/ui/SiteLink';
import { cn } from '@/lib/styles/cn';
import type { NavLink, NavSection } from '@/lib/menus/nav-types';

/** The look of every item in a header menu: links and submenu triggers alike. */
export const menuItemClass =
  'flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm text-slate-700 outline-none hover:bg-brand-50 hover:text-brand-800 focus:bg-brand-50 focus:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600';

/** A link in a header menu or submenu; focus reaches it with the arrow keys, not Tab. */
export function MenuLink({
  link,
  onNavigate,
  onPointerEnter,
}: {
  link: NavLink;
  onNavigate: () => void;
  onPointerEnter?: () => void;
}) {
  return (
    <SiteLink
      href={link.href}
      role="menuitem"
      tabIndex={-1}
      data-menu-item
      className={menuItemClass}
      onClick={onNavigate}
      onPointerEnter={onPointerEnter}
    >
      {link.label}
    </SiteLink>
  );
}

interface Props {
  ref: Ref<HTMLDivElement>;
  id: string;
  label: string;
  onKeyDown: KeyboardEventHandler<HTMLDivElement>;
  /** Placement and width: the top menu drops below its button, a submenu opens beside its item. */
  className: string;
  children: ReactNode;
}

/** The white card a menu or submenu shows its items on; focusable itself so keys reach it while it opens. */
export function MenuSurface({ ref, id, label, onKeyDown, className, children }: Props) {
  return (
    <div
      ref={ref}
      id={id}
      role="menu"
      tabIndex={-1}
      aria-label={label}
      onKeyDown={onKeyDown}
      className={cn('absolute rounded-xl border border-slate-200 bg-white p-2 shadow-xl', className)}
    >
      {children}
    </div>
  );
}

/** A submenu's links, in groups under their headings, apart by a rule. */
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
