import type { ButtonHTMLAttributes, ElementType } from 'react';
import { X } from 'lucide';
import { Glyph } from './glyph-base';
import { pageStartData } from '@/lib/page-start/protocol';

export type DialogWidth = 'md' | 'lg';

export const dialogWidthClass = (width: DialogWidth) => (width === 'lg' ? 'max-w-xl' : 'max-w-lg');

/**
 * A dialog's head: the title it is named by, a close button named for screen readers (its
 * closing wired by `close`: a `command` or a handler), and an optional intro.
 */
export function DialogHead({
  title,
  titleAs: Title,
  titleId,
  intro,
  closeLabel,
  titleTemplate,
  busy,
  close,
}: {
  title: string;
  titleAs: ElementType;
  titleId?: string;
  /** For a dialog opened by several buttons: the title with `{…}` where the opener's value goes (lib/page-start/). */
  titleTemplate?: string;
  intro?: string;
  closeLabel: string;
  busy: boolean;
  close: ButtonHTMLAttributes<HTMLButtonElement>;
}) {
  return (
    <>
      <div className="flex items-start justify-between gap-4">
        {/* Page-start may have named another opener's value in the title before the app started. */}
        <Title
          id={titleId}
          {...pageStartData({ fromSource: titleTemplate })}
          suppressHydrationWarning={titleTemplate ? true : undefined}
          className="text-xl font-semibold text-slate-900"
        >
          {title}
        </Title>
        <button
          type="button"
          {...close}
          disabled={busy}
          className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100"
        >
          <Glyph icon={X} className="h-5 w-5" />
          <span className="sr-only">{closeLabel}</span>
        </button>
      </div>
      {intro ? <p className="mt-2 text-sm text-slate-600">{intro}</p> : null}
    </>
  );
}
