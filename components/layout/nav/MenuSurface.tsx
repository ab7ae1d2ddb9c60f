import type { KeyboardEventHandler, ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';

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
