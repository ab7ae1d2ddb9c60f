export declare function liveRecordUrl(defaultUrl: unknown): string;
