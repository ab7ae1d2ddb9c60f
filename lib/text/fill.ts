/**
 * Fills a copy template from content/copy/*.yaml: `Showing {shown} of {total} {noun}`.
 * The singleton's schema (lib/content/copy-rules.ts `template`) guarantees at build time that a
 * template names exactly the placeholders its caller fills, so an editor cannot drop one.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values
      ? typeof values[key] === 'number'
        ? values[key].toLocaleString('en-IN')
        : String(values[key])
      : whole,
  );
}

export const plural = (n: number, forms: { one: string; other: string }) => (n === 1 ? forms.one : forms.other);
