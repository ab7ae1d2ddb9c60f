type Env = Record<string, string | undefined>;
export declare const EDITED: 'content';
export declare const FIXTURES: 'fixtures/content';
export declare const MAX_CONTENT_BYTES: number;
export declare function contentDir(env?: Env): string;
export declare function contentPath(path: string, env?: Env): string;
export declare function contentFile(file: string, root?: string, env?: Env): string;
