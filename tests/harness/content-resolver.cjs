/**
 * Jest's resolver: an import that resolves into the editors' folder (content/) is read from the
 * content folder in use (CONTENT_DIR, lib/build/content-dir.cjs), as Turbopack's alias, Playwright's
 * require hook and the CMS bundle read it. moduleNameMapper cannot do it: next/jest's SWC
 * transform rewrites `@/content/copy/x.yaml` to a relative path (tsconfig's paths) before Jest
 * maps names, so templates read content/ while a test's own `jest.requireActual('@/content/…')`
 * read the fixtures. Mapping the resolved file catches every spelling of the import.
 */
const { contentFile } = require('../../lib/build/content-dir.cjs');

/** @type {(path: string, options: { rootDir: string; defaultResolver: (path: string, options: object) => string }) => string} */
module.exports = (path, options) => contentFile(options.defaultResolver(path, options), options.rootDir);
