export declare function cspFor(html: string): string;
export declare function withCsp(html: string, builtHere?: boolean): string | null;
