export declare const EDITOR_FOLDERS: string[];
export interface Template {
  file: string;
  pattern: RegExp;
  rank: string;
}
export declare function templates(pageFiles: string[]): Template[];
export declare function templateOf(route: string, patterns: Template[]): string;
export declare function pagesToCheck(scope: {
  changed: string[] | null;
  live: Record<string, string> | null;
  built: Record<string, string>;
  templateOf: (route: string) => string;
  names: (route: string, upload: string) => boolean;
}): string[] | 'all';
export declare function behaviourKey(): string;
