/**
 * The looks of a list led by icons (components/ui/IconList.tsx), shared with the CMS previews
 * (cms/previews/layout.ts) so a preview lays a list out as the page does: the list's spacing,
 * each item's frame, and where the icon sits beside the first line of text.
 */
export const iconListLooks = {
  /** Small print in a side card. */
  compact: { list: 'mt-4 space-y-2.5', item: 'flex gap-2 text-sm', icon: 'h-5 w-5' },
  /** Lead-size text, e.g. a case study's results. */
  large: { list: 'mt-5 space-y-3', item: 'flex gap-3 text-lg', icon: 'mt-1 h-5 w-5' },
  /** Two columns of thinly outlined boxes. */
  boxed: {
    list: 'mt-5 grid gap-3 sm:grid-cols-2',
    item: 'flex gap-3 rounded-xl border border-slate-200 p-4',
    icon: 'mt-0.5 h-5 w-5',
  },
  /** A grid of cards. */
  cards: { list: 'mt-10 grid gap-4 md:grid-cols-2 lg:grid-cols-3', item: 'card flex gap-3', icon: 'h-5 w-5' },
} as const;
