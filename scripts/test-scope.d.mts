export declare const EDITOR_FOLDERS: string[];
export declare function testScope(changed: string[]): 'content' | 'all';
export declare function commitId(text: string): string | undefined;
