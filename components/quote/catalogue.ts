'use client';

import { useEffect, useState } from 'react';
import { asset, paths } from '@/lib/paths';
import type { CatalogueEntry } from '@/lib/sales/quote-list';
import { loadOnce, showLoadFailed } from '@/lib/page-start/load-failed';

export const CATALOGUE_PATH = `${paths.quote}products.json`;

const loadCatalogue = loadOnce(() =>
  fetch(asset(CATALOGUE_PATH))
    .then((response) => {
      if (!response.ok) throw new Error(`product catalogue answered ${response.status}`);
      return response.json() as Promise<CatalogueEntry[]>;
    })
    .then((entries) => new Map(entries.map((entry) => [entry.slug, entry]))),
);

/**
 * The products a quote list can name, by slug. The quote page fetches them (a file beside it)
 * rather than carrying every product in its HTML, which would grow with the catalogue.
 * Null until they arrive. A failed download opens the page's "could not load"
 * dialog; closing it tries again.
 */
export function useCatalogue(): Map<string, CatalogueEntry> | null {
  const [entries, setEntries] = useState<Map<string, CatalogueEntry> | null>(null);
  useEffect(() => {
    function load() {
      loadCatalogue().then(setEntries, () => showLoadFailed(load));
    }
    load();
  }, []);
  return entries;
}
