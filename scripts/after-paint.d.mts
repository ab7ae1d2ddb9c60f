export declare function deferToFirstPaint(html: string): string | null;
