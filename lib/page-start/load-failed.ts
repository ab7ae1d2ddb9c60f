/**
 * The one "could not load" dialog every page carries (components/ui/LoadFailedDialog.tsx), opened
 * by an island whose code or data could not download, or by page-start for a form send it held
 * while the app's own files failed (early-presses.ts). Plain DOM, so both can use it.
 */
export const LOAD_FAILED_ID = 'load-failed';
/** The return value of its reload button. */
export const RELOAD = 'reload';

/**
 * Closing it (a button or Escape) reloads the page when the visitor asked for that, and otherwise
 * calls `onClose`, after which the island may try again.
 */
export function showLoadFailed(onClose: () => void) {
  const dialog = document.getElementById(LOAD_FAILED_ID);
  if (!(dialog instanceof HTMLDialogElement) || dialog.open) return;
  dialog.returnValue = '';
  dialog.addEventListener('close', () => (dialog.returnValue === RELOAD ? window.location.reload() : onClose()), {
    once: true,
  });
  dialog.showModal();
}

/**
 * A download an island shares between its callers, started at most once per page view; a failure
 * is forgotten, so the next call (after the dialog, say) tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
