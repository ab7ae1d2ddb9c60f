import { Search, X } from 'lucide';
import { Glyph } from '@/components/ui/glyph-base';
import copy from '@/content/copy/search.yaml';
import { siteSearchIndex } from '@/lib/pages/search-index';
import { SearchDialog } from './SearchDialog';

const DIALOG_ID = 'site-search';
const SHORTCUTS = 'Control+K Meta+K /';

/**
 * The header's search button: it opens the search dialog by itself (invoker command; page-start
 * stands in where the browser lacks commands), so the first tap answers before the app starts.
 * Hidden without JavaScript (`.needs-js`): search needs the app to find anything. The dialog gets
 * the index's manifest with the page, so a query's first download is its shards.
 */
export default function SearchLauncher() {
  return (
    <>
      <button
        type="button"
        commandfor={DIALOG_ID}
        command="show-modal"
        aria-haspopup="dialog"
        aria-keyshortcuts={SHORTCUTS}
        className="needs-js inline-flex h-11 items-center gap-2 rounded-full border border-slate-200 px-3 text-sm text-slate-600 hover:border-brand-300 hover:text-brand-800 lg:h-10"
      >
        <Glyph icon={Search} className="h-5 w-5" />
        <span className="sr-only sm:not-sr-only">{copy.button}</span>
        <kbd
          aria-hidden="true"
          className="hidden rounded border border-slate-200 px-1.5 py-0.5 font-sans text-xs text-slate-500 xl:inline"
        >
          {copy.shortcut}
        </kbd>
      </button>
      <SearchDialog
        id={DIALOG_ID}
        manifest={siteSearchIndex().manifest}
        icons={{
          search: <Glyph icon={Search} className="h-5 w-5 shrink-0 text-slate-500" />,
          close: <Glyph icon={X} className="h-5 w-5" />,
        }}
      />
    </>
  );
}
