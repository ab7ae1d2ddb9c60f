/**
 * Stands in for lib/products/datasheet-files.ts in the previews (scripts/cms-bundle.mjs maps it
 * here): the build makes each product's PDF with sharp and a font from node_modules (24 s for
 * all of them), which a browser cannot, so the preview states no size: "(PDF, … KB)".
 */
export const datasheetKb = async (): Promise<number | string> => '…';
