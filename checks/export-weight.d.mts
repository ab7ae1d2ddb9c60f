export declare const SHARED_BUDGET: number;
export declare const PAGE_BUDGET: number;
export declare function exportBudget(pages: number): number;
export interface KindWeight {
  kind: string;
  look: string;
  bytes: number;
  files: number;
}
export declare function exportWeight(files: { path: string; bytes: number }[]): {
  total: number;
  pages: number;
  budget: number;
  over: boolean;
  kinds: KindWeight[];
};
export declare function holdsGrammar(code: string): boolean;
export declare function pngHeader(
  bytes: Uint8Array,
): { width: number; height: number; bitDepth: number; colourType: number } | undefined;
export declare function ogCardProblem(bytes: Uint8Array): string | undefined;
