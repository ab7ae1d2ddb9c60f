export declare const HOW_TO_GET_ONE: string;
/** `forTests` prefers Debian's headless shell to the full browser (see find-chrome.cjs). */
export declare function findChrome(options?: { forTests?: boolean }): { path: string; own: boolean } | undefined;
/** The flags every automated Chromium here starts with (see find-chrome.cjs). */
export declare const CHROME_FLAGS: string[];
