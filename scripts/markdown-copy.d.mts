export declare function markdownCopy(html: string, url: string): string | undefined;
export declare const markdownRoute: (route: string) => string;
