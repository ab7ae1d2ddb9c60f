/** The site's pages in the export: every HTML file except the CMS's, sorted. */
export declare function htmlFiles(dir?: string): string[];
/** out/a/b/index.html -> /a/b/ ; out/404.html -> /404.html */
export declare function routeOf(file: string): string;
/** The routes CHECK_PAGES lists, or null for every page. */
export declare function checkedRoutes(): Set<string> | null;
/** The pages' files a check reads. */
export declare function checkedFiles(): string[];
