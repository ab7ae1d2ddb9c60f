export declare const TEST_BUILD_DATE: string;
export declare const TEST_REPOSITORY: string;
