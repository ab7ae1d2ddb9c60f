export declare const HOW_TO_GET_ONE: string;
export declare function findChrome(): { path: string; own: boolean } | undefined;
