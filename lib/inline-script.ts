/**
 * The text of an inline `<script>` that runs while the page is parsed, before any app script:
 * written as a TypeScript function, so it is type-checked and unit-tested like any other code,
 * and serialised at render with its arguments as JSON. The function must be self-contained (no
 * imports, nothing from its module's scope): only its own source travels into the page.
 * scripts/csp.mjs hashes the result into the page's policy.
 */
export function inlineScript<A extends unknown[]>(run: (...args: A) => void, ...args: A): string {
  // `<` escaped so that no argument can close the script element early.
  const json = args.map((arg) => JSON.stringify(arg).replace(/</g, '\\u003c')).join(',');
  return `(${run.toString()})(${json})`;
}
