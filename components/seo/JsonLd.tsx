import type { Thing, WithContext } from 'schema-dts';

/** Serialises structured data safely: '<' is escaped so no string can close the script. */
function serializeJsonLd(data: WithContext<Thing>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Each item in its own script, as Google's examples do; an empty list renders nothing. */
export function JsonLd({ data }: { data: WithContext<Thing> | readonly WithContext<Thing>[] }) {
  const items = Array.isArray(data) ? data : [data];
  return items.map((item) => (
    <script
      key={String(item['@type'])}
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(item) }}
    />
  ));
}
