export declare const TEST_BUILD_DATE: string;
export declare const TEST_REPOSITORY: string;
export declare const TEST_OUT_DIR: string;
export declare const TEST_BASE_PATH: string;
export declare const TEST_PORT: number;
export declare function cmsPort(port: number): number;
type BuildEnv = Readonly<
  Record<'FORM_ENDPOINT' | 'CMS_URL' | 'BASE_PATH' | 'OUT_DIR' | 'SITE_BUILD_DATE' | 'CONTENT_DIR', string>
>;
export declare const TEST_BUILD: BuildEnv;
export declare const SITE_BUILD: BuildEnv;
