'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from 'react';
import { toast, Toaster, type Toast } from 'react-hot-toast';
import { CircleAlert, CircleCheck, X } from 'lucide';
import { Glyph } from './glyph-base';
import { NOTICE_DURATION_MS, SWIPE_DISMISS_PX, type Notice, type NoticeVariant } from './notify';
import ui from '@/content/copy/ui.yaml';

const variantStyles: Record<NoticeVariant, string> = {
  success: 'border-emerald-200 bg-white text-slate-900',
  info: 'border-brand-200 bg-white text-slate-900',
  destructive: 'border-red-700 bg-red-700 text-white',
};

function NoticeCard({ t, notice }: { t: Toast; notice: Notice }) {
  const variant = notice.variant ?? 'info';
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setOffset(event.clientX - start.current);
  };
  const onPointerEnd = () => {
    if (Math.abs(offset) > SWIPE_DISMISS_PX) toast.dismiss(t.id);
    start.current = null;
    setOffset(0);
  };

  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      data-variant={variant}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      style={{ transform: offset ? `translateX(${offset}px)` : undefined, touchAction: 'pan-y' }}
      className={`pointer-events-auto flex w-[min(24rem,calc(100vw-2rem))] items-start gap-3 rounded-xl border p-4 shadow-lg transition-opacity motion-reduce:transition-none ${
        t.visible ? 'opacity-100' : 'opacity-0'
      } ${variantStyles[variant]}`}
    >
      {variant === 'success' ? (
        <Glyph icon={CircleCheck} className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
      ) : variant === 'destructive' ? (
        <Glyph icon={CircleAlert} className="mt-0.5 h-5 w-5 shrink-0 text-white" />
      ) : null}
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{notice.title}</p>
        <p className={`mt-1 text-sm ${variant === 'destructive' ? 'text-red-50' : 'text-slate-600'}`}>
          {notice.description}
        </p>
      </div>
      <button
        type="button"
        onClick={() => toast.dismiss(t.id)}
        className={`-m-1 rounded-md p-1 focus-visible:outline-2 focus-visible:outline-offset-2 ${
          variant === 'destructive'
            ? 'text-white hover:bg-red-800 focus-visible:outline-white'
            : 'text-slate-500 hover:bg-slate-100 focus-visible:outline-brand-600'
        }`}
      >
        <Glyph icon={X} className="h-4 w-4" />
        <span className="sr-only">{ui.notifications.close}</span>
      </button>
    </div>
  );
}

/** Where a phone's notices start: the header's 4rem and a 1rem gap. */
const UNDER_HEADER = '5rem';

/** Tailwind's `sm`: from here up notices sit bottom right, as PlainNotice (Notifications.tsx) does. */
const WIDE = '(min-width: 40rem)';
const onWidthChange = (callback: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', callback);
  return () => query.removeEventListener('change', callback);
};

/**
 * Loaded with the first notice: shows each new one, replacing any visible one. On a phone the
 * bottom of the screen is where a form's result appears under the controls just used (the
 * pricing estimate), so notices come in at the top there, just under the sticky header (4rem),
 * which keeps its menu and logo in view.
 */
export default function ToasterHost({ notices }: { notices: readonly Notice[] }) {
  const wide = useSyncExternalStore(
    onWidthChange,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
  const shown = useRef(0);
  useEffect(() => {
    for (; shown.current < notices.length; shown.current++) {
      const notice = notices[shown.current]!;
      toast.remove();
      toast.custom((t) => <NoticeCard t={t} notice={notice} />, { duration: notice.duration ?? NOTICE_DURATION_MS });
    }
  }, [notices]);
  return (
    <Toaster
      position={wide ? 'bottom-right' : 'top-center'}
      gutter={8}
      containerStyle={{ zIndex: 60, top: wide ? undefined : UNDER_HEADER }}
    />
  );
}
