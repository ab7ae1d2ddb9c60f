/** What an export was built for: the settings its build took from the environment. */
export interface BuildSettings {
  basePath: string;
  siteUrl: string;
  formEndpoint: string;
  cmsUrl: string;
  analytics: string;
  buildDate: string;
  routes: string;
  content: string;
  commit: string;
}
export interface BuildRecord extends BuildSettings {
  builtAt: string;
  /** A hash of each exported page's HTML, by route (scripts/build-record.mjs). */
  pages?: Record<string, string>;
  /** Each page's document title, by route: how a page that vanishes is named. */
  titles?: Record<string, string>;
  /** A build of some routes only: every page the content makes, and the manifest, by route (scripts/build-record.mjs). */
  sitePages?: string[];
  /** What still stood in for the company's own facts, one line each (lib/content/launch.ts). */
  standIns?: string[];
}
export interface RecordedPage {
  route: string;
  title: string;
}
type Env = Record<string, string | undefined>;
export declare const RECORD_FILE: string;
export declare const SITE_PAGES_FILE: string;
export declare const STAND_INS_FILE: string;
export declare function cmsDir(out: string): string;
export declare function buildEnv(dir?: string, env?: Env): Env;
export declare function wantedBuild(env: Env, dir?: string): BuildSettings;
export declare function readRecord(dir: string): BuildRecord | null;
export declare function differences(record: BuildRecord | null, wanted: BuildSettings): string[];
export declare function describe(record: BuildRecord): string;
export declare function liveRecord(env?: Env): BuildRecord | null;
export declare function vanishedPages(record: BuildRecord | null, routes: Iterable<string>): RecordedPage[];
export declare function pageName(page: RecordedPage): string;
