/**
 * Stands in for next/navigation in the previews (scripts/cms-bundle.mjs maps it here): the lists'
 * templates reach the route bindings (lib/pages/route.ts, list.ts), whose notFound a preview never
 * calls; an entry a preview cannot show is worded by its schema instead (cms/pages.tsx).
 */
export function notFound(): never {
  throw new Error('notFound() has no meaning in a preview');
}
