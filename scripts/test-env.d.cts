export declare const TEST_BUILD_DATE: string;
