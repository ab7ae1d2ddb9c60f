/**
 * Stands in for Sveltia's WebAssembly codecs (scripts/cms-bundle.mjs maps their chunks here,
 * and copies neither their `.wasm` files nor the HEIC decoder's worker): the WebP encoder
 * (jSquash, Sveltia's thumbnail fallback where the browser cannot encode WebP: Safari) and the HEIC
 * decoder (HEIC thumbnails, and HEIC uploads when `transformations` are configured: none are, and
 * the file picker asks iOS for a JPEG). The CMS's Content-Security-Policy (cms/index.html) has no
 * 'wasm-unsafe-eval', so neither could ever run; Sveltia catches the failure (Safari keeps PNG
 * thumbnails, a HEIC file gets none). To convert HEIC uploads, allow 'wasm-unsafe-eval' and drop this stub.
 */
export {};
