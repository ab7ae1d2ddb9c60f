export declare function cmsHeaders(cmsHtml: string): string;
export declare function cmsPlacementWarnings(where: {
  cmsUrl: string;
  siteUrl: string | undefined;
  tracking: { provider: string };
}): string[];
export declare function adminPage(cmsUrl: string): string;
export declare function previewPictures(root?: string): string[];
