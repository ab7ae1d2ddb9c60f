export declare const NEXT_DIR: '/_next/';
export declare const STATIC_DIR: string;
export declare const SERVER_DATA_QUEUE: 'self.__next_f';
export declare const CHUNK_QUEUE: 'TURBOPACK';
export declare function isAppScript(src: string, base: string): boolean;
export declare function pushesServerData(code: string): boolean;
export declare function lazyChunkPaths(code: string, base: string): string[];
