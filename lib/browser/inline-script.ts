/**
 * An inline `<script>` written as a TypeScript function, so it is type-checked and unit-tested,
 * serialised with its arguments as JSON. Only its own source travels into the page, so it must be
 * self-contained: no imports, nothing from its module's scope.
 */
export function inlineScript<A extends unknown[]>(run: (...args: A) => void, ...args: A): string {
  // `<` escaped so that no argument can close the script element early.
  const json = args.map((arg) => JSON.stringify(arg).replace(/</g, '\\u003c')).join(',');
  return `(${run.toString()})(${json})`;
}
