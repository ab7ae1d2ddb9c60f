import { buttonStyles } from '@/components/ui/button';
import ui from '@/content/copy/ui.yaml';
import { fill } from '@/lib/text/fill';
import { pageStartData } from '@/lib/page-start/protocol';

interface Props {
  shown: number;
  total: number;
  copy: { noun: string; noMatch?: string; none?: string; clear?: string };
  filtered?: boolean;
  /** A list longer than a page loading its whole to be searched, or failing to. */
  progress?: 'loading' | 'failed';
  onClear?: () => void;
}

/**
 * The live result line of a filtered list, one status region so screen readers hear each change
 * once. Page-start writes its text before the app starts (`data-results`, `data-no-match`,
 * `data-loading`), and the app adopts it as it hydrates.
 */
export function ResultStatus({ shown, total, copy, filtered = false, progress, onClear }: Props) {
  const { noun, noMatch, none, clear: clearLabel } = copy;
  const empty = shown === 0 && !progress;
  // A list with nothing in it at all is not a search that found nothing: no filter to adjust.
  const count =
    empty && total === 0 && none ? none : empty && noMatch ? noMatch : fill(ui.results, { shown, total, noun });
  return (
    <div
      className={
        empty
          ? 'mt-6 rounded-2xl border border-dashed border-slate-300 p-10 text-center'
          : 'mt-6 flex flex-wrap items-center gap-x-4 gap-y-2'
      }
    >
      <p
        role="status"
        {...pageStartData({
          results: fill(ui.results, { shown: '{n}', total, noun }),
          noMatch,
          loading: fill(ui.resultsLoading, { noun }),
        })}
        suppressHydrationWarning
        className={empty ? 'text-lg font-medium text-slate-800' : 'text-sm font-medium text-slate-600'}
      >
        {progress === 'loading'
          ? fill(ui.resultsLoading, { noun })
          : progress === 'failed'
            ? fill(ui.resultsFailed, { noun })
            : count}
      </p>
      {filtered && clearLabel && onClear ? (
        <button
          type="button"
          onClick={onClear}
          className={
            empty
              ? buttonStyles({ variant: 'secondary', className: 'mt-5' })
              : 'text-sm font-semibold text-brand-700 underline-offset-4 hover:underline'
          }
        >
          {clearLabel}
        </button>
      ) : null}
    </div>
  );
}
