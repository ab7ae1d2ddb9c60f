/** Whether a file of the export (its path relative to out/, with "/") is never served. */
export declare function unserved(path: string): boolean;
