/** Turbopack's loader: the module source for a YAML file's text. */
declare function yamlLoader(source: string): string;
declare namespace yamlLoader {
  /** The content check's bundle: empty data for a file the check refuses (too large, not valid YAML). */
  function orEmpty(source: string): string;
  /** Jest's transformer. */
  function process(source: string): { code: string };
  /** Lets Node's require load YAML files as their data (Playwright). */
  function register(): void;
}
export = yamlLoader;
