/** Why a file's bytes are not an SVG the site may serve, or undefined when they are one. */
export declare function svgProblem(bytes: Uint8Array): string | undefined;
/** Why a file of public/ may not be served from the site's or the CMS's origin, or undefined. */
export declare function publicFileProblem(name: string, read: () => Uint8Array): string | undefined;
/** One line for each file of public/ but the media folder (`uploads`, from the root) that may not be served. */
export declare function publicProblems(uploads: string, root?: string): string[];
/** Whether the CMS's origin may serve a file of public/images/ to its previews. */
export declare function isPicture(name: string): boolean;
/** Every file under `dir` as its path from `dir`, with '/' between folders. */
export declare function filesUnder(dir: string): string[];
