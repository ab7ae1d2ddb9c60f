import { buttonStyles } from './button';
import { ContactLink } from './ContactLink';
import { LOAD_FAILED_ID, RELOAD } from '@/lib/page-start/load-failed';
import { contact as site } from '@/lib/browser/inlined-contact';
import ui from '@/content/copy/ui.yaml';

const copy = ui.loadFailed;

/**
 * Stands in for a dialog whose code could not download (lib/page-start/load-failed.ts opens it): a
 * native modal <dialog> in every page's HTML, so it needs no chunk at all and costs the islands
 * nothing, offering a reload and the company's contact details. Its buttons close it natively
 * (a form of method "dialog"); the one that reloads says so in the dialog's return value.
 */
export function LoadFailedDialog() {
  const titleId = `${LOAD_FAILED_ID}-title`;
  return (
    <dialog
      id={LOAD_FAILED_ID}
      aria-labelledby={titleId}
      className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 text-slate-700 shadow-2xl backdrop:bg-brand-950/60 sm:p-8"
    >
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {copy.title}
      </h2>
      <p className="mt-2 text-sm">{copy.text}</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold text-slate-900">{copy.email}</dt>
        <dd>
          <ContactLink kind="mailto" value={site.email} className="underline underline-offset-4" />
        </dd>
        <dt className="font-semibold text-slate-900">{copy.phone}</dt>
        <dd>
          <ContactLink kind="tel" value={site.phone} className="underline underline-offset-4" />
        </dd>
      </dl>
      <form method="dialog" className="mt-6 flex flex-wrap justify-end gap-3">
        <button value="" className={buttonStyles({ variant: 'secondary' })}>
          {copy.close}
        </button>
        <button value={RELOAD} className={buttonStyles()}>
          {copy.reload}
        </button>
      </form>
    </dialog>
  );
}
