/**
 * Stands in for Sveltia's WebAssembly codecs (WebP thumbnails, HEIC): the CMS's CSP has no
 * 'wasm-unsafe-eval', so they could never run, and Sveltia copes without them. To convert HEIC
 * uploads, allow 'wasm-unsafe-eval' and drop this stub.
 */
export {};
