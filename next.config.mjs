import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import analytics from './lib/analytics/analytics-config.cjs';
import { basePath } from './lib/build/base-path.cjs';
import { contentDir } from './lib/build/content-dir.cjs';
import markdownPipeline from './lib/build/markdown-pipeline.cjs';
import { contactEnv } from './lib/build/site-contact.mjs';

// With output: 'export', distDir is where the export is written (default out/).
const outDir = process.env.OUT_DIR;
// Fails the build on a half-configured provider rather than shipping analytics that never report.
const tracking = analytics.analyticsConfig(process.env);

/**
 * The static export applies to `next build`. `next dev` serves the same routes without it,
 * because export mode makes dev fail with an error (not a 404) for slugs that are not
 * pre-rendered; without it, unknown slugs get the same not-found page as the static host.
 * @param {string} phase
 * @returns {import('next').NextConfig}
 */
const nextConfig = (phase) => ({
  ...(phase === PHASE_DEVELOPMENT_SERVER ? {} : { output: 'export' }),
  ...(outDir && phase !== PHASE_DEVELOPMENT_SERVER ? { distDir: outDir } : {}),
  trailingSlash: true,
  basePath: basePath || undefined,
  assetPrefix: basePath || undefined,
  images: { unoptimized: true },
  // `npm test` type-checks the project once in its own step (tests/harness/run-tests.mjs) and sets this
  // for its builds, which would each repeat it; any other build checks its types itself.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIPS_TYPECHECK === '1' },
  reactStrictMode: true,
  // Server-only packages Node loads as they are, rather than Turbopack bundling them into the
  // server's pages: pdf-lib and fontkit (the datasheets, and the product pages that state their
  // size) were half the compile. Measured here, `next build` of the tests' content in interleaved
  // pairs: 85 to 90 core-seconds bundled, 60 with these left out (the compile 27 to 29 s, now 9 to
  // 10); the same PDFs, cards and JSON byte for byte (docs/performance.md).
  serverExternalPackages: ['pdf-lib', '@pdf-lib/fontkit', ...markdownPipeline, 'yaml', 'zod', 'lucide'],
  // Turbopack's build cache pays only when a build keeps most of the last one's settings. Measured
  // here in one run, `npm test`'s three builds in its order (test, base path, GA4) from a clean
  // .next/ took 47 + 71 + 59 s with it and 45 + 37 + 38 s without.
  // Next renders pages in (cores - 1) workers by default: one on a 2-core machine, where the
  // main process mostly waits meanwhile. Static generation is the part of the build that grows
  // with content, so it gets every core.
  experimental: { turbopackFileSystemCacheForBuild: false, cpus: availableParallelism() },
  // Page copy is YAML under content/ (edited in the CMS); imported as plain data on server and client,
  // from the content folder in use (CONTENT_DIR: the behaviour tests' fixtures, lib/build/content-dir.cjs).
  turbopack: {
    rules: {
      '*.yaml': { loaders: [fileURLToPath(new URL('./lib/build/yaml-module.cjs', import.meta.url))], as: '*.js' },
    },
    resolveAlias: { '@/content/*': `./${contentDir()}/*` },
  },
  env: {
    NEXT_PUBLIC_BASE_PATH: basePath,
    NEXT_PUBLIC_SITE_URL: process.env.SITE_URL ?? '',
    NEXT_PUBLIC_FORM_ENDPOINT: process.env.FORM_ENDPOINT ?? '',
    ...contactEnv(),
    NEXT_PUBLIC_ANALYTICS_PROVIDER: tracking.provider,
    NEXT_PUBLIC_ANALYTICS_SITE_ID: tracking.siteId,
    NEXT_PUBLIC_ANALYTICS_HOST: tracking.host,
    NEXT_PUBLIC_ANALYTICS_SCRIPT_URL: tracking.scriptUrl,
  },
});

export default nextConfig;
