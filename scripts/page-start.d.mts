export declare function nextScriptContract(html: string, base?: string): string[];
export declare function startupScripts(html: string): string[];
export declare function lazyChunks(sources: string[], known?: string[], base?: string): string[];
export declare function deferToFirstPaint(html: string, loader: string, idle?: string[]): string | null;
export declare function compileLoader(outDir?: string): Promise<string>;
export declare function serialise(fn: () => void): string;
