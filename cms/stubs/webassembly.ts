/**
 * Stands in for Sveltia's WebAssembly codecs (scripts/prepare-content.mjs maps their chunks here,
 * and copies neither their `.wasm` files nor the HEIC decoder's worker):
 * - the WebP encoder (jSquash), Sveltia's fallback for thumbnails where the browser cannot encode
 *   WebP itself (Safari);
 * - the HEIC decoder, for a HEIC photo's thumbnail, or for converting HEIC uploads when
 *   `transformations` are configured (none are: uploads are JPEG or PNG, and the file picker asks
 *   iOS for those, so an iPhone hands over a JPEG).
 * The CMS's Content-Security-Policy (cms/index.html) has no 'wasm-unsafe-eval': the
 * browser refuses to compile any WebAssembly there, so neither could ever run. Sveltia catches the
 * failure: Safari keeps its thumbnails as PNG, and a HEIC file put in the repository by other means
 * gets no thumbnail. To convert HEIC uploads one day, allow 'wasm-unsafe-eval' and drop this stub.
 */
export {};
