export declare function asCellText(text: string): string;
