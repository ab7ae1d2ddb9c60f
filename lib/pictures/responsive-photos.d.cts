export type ImageFormat = 'avif' | 'webp';

export interface ImageVariant {
  format: ImageFormat;
  width: number;
  height: number;
  /** URL path without the base path, e.g. /_img/images/leaders/a.640.ab12.avif */
  path: string;
  bytes: number;
}

export interface ManifestEntry {
  /** Intrinsic size of the source, after EXIF orientation. */
  width: number;
  height: number;
  bytes: number;
  hash: string;
  variants: ImageVariant[];
}

/** Keyed by the source's path under public/, as content writes it: '/images/leaders/a.jpg'. */
export type ImageManifest = Record<string, ManifestEntry>;

export declare const WIDTHS: number[];
export declare const FORMATS: ImageFormat[];
export declare const ENCODERS: {
  avif: { quality: number; effort: number };
  webp: { quality: number };
  jpeg: { quality: number; mozjpeg: boolean };
  png: { compressionLevel: number };
};
export declare const MAX_PIXELS: number;
export declare const VARIANT_URL_DIR: string;
export declare const MANIFEST_FILE: string;
export declare function isRaster(src: string): boolean;
export declare function variantWidths(sourceWidth: number, widths?: number[]): number[];
export declare function variantHeight(width: number, source: { width: number; height: number }): number;
export declare function variantPath(src: string, hash: string, width: number, format: ImageFormat): string;
export declare function srcSet(entry: Pick<ManifestEntry, 'variants'>, format: ImageFormat, basePath: string): string;
export declare function manifestEntry(manifest: ImageManifest, src: string): ManifestEntry;
