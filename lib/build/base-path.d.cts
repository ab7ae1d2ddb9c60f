export declare function normaliseBasePath(value: string | undefined): string;
/** BASE_PATH from the environment of the running process (build, scripts, tests). */
export declare const basePath: string;
