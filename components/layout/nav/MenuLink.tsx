import { SiteLink } from '@/components/ui/SiteLink';
import type { NavLink } from '@/lib/nav-types';

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
