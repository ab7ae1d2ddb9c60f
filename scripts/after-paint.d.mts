export declare function deferToFirstPaint(html: string): string | null;
export declare function startupScripts(html: string): string[];
export declare function withCompileHint(js: string): string;
export declare const COMPILE_HINT: string;
