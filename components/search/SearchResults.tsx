'use client';

import { SiteLink } from '@/components/ui/SiteLink';
import copy from '@/content/copy/search.yaml';
import { fill } from '@/lib/text/fill';
import { mainSections } from '@/lib/menus/page-links';
import type { SearchGroup, SearchHit } from '@/lib/search';

/**
 * What search shows once it has something to show, downloaded with the ranking when search is
 * first opened (components/search/SearchDialog.tsx), so no page carries it up front.
 */
export { searchSite } from '@/lib/search';

interface ResultsProps {
  id: string;
  groups: SearchGroup[];
  /** The options in order, and the one the arrow keys have reached. */
  options: SearchHit[];
  current: number;
  optionId: (index: number) => string;
  onActivate: (index: number) => void;
  onChoose: (doc: SearchHit) => void;
}

/** The combobox's listbox: options grouped by kind; the input keeps focus and the keys. */
export function SearchResults({ id, groups, options, current, optionId, onActivate, onChoose }: ResultsProps) {
  return (
    <div id={id} role="listbox" aria-label={copy.title} className="space-y-2">
      {groups.map((group) => (
        <div key={group.kind} role="group" aria-label={copy.kinds[group.kind]}>
          <p aria-hidden="true" className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {copy.kinds[group.kind]}
          </p>
          {group.docs.map((doc) => {
            const i = options.indexOf(doc);
            return (
              // Keys act on the input (aria-activedescendant): an option never takes focus.
              // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
              <div
                key={doc.url}
                id={optionId(i)}
                role="option"
                aria-selected={i === current}
                onMouseMove={() => onActivate(i)}
                onClick={() => onChoose(doc)}
                className="cursor-pointer rounded-lg px-3 py-2 aria-selected:bg-brand-50"
              >
                <span className="block font-medium text-slate-900">{doc.title}</span>
                <span className="block truncate text-sm text-slate-600">{doc.summary}</span>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

export function NoResults({ query, onLeave }: { query: string; onLeave: () => void }) {
  return (
    <>
      <p className="font-medium text-slate-900">{fill(copy.noResults, { query })}</p>
      <p className="mt-2">{copy.suggestions}</p>
      <ul className="mt-4 flex flex-wrap justify-center gap-2">
        {mainSections.map((s) => (
          <li key={s.href}>
            <SiteLink
              href={s.href}
              onClick={onLeave}
              className="inline-block rounded-full border border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:border-brand-400"
            >
              {s.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </>
  );
}
