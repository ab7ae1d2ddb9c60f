export declare const TEST_BUILD_DATE: string;
export declare const TEST_REPOSITORY: string;
export declare const TEST_OUT_DIR: string;
export declare const TEST_BASE_PATH: string;
export declare const TEST_PORT: number;
export declare function cmsPort(port: number): number;
export declare const TEST_BUILD: Readonly<
  Record<'FORM_ENDPOINT' | 'CMS_URL' | 'BASE_PATH' | 'OUT_DIR' | 'SITE_BUILD_DATE', string>
>;
