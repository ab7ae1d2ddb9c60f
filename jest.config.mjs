import { existsSync, readFileSync } from 'node:fs';
import nextJest from 'next/jest.js';
import contentDirs from './lib/build/content-dir.cjs';
import markdownPipeline from './lib/build/markdown-pipeline.cjs';
import { contactEnv } from './lib/build/site-contact.mjs';
import testEnv from './tests/harness/test-env.cjs';

// The behaviour tests' own content, as in their build (tests/harness/test-env.cjs): what they expect
// holds whatever editors publish in content/.
process.env.CONTENT_DIR ??= contentDirs.FIXTURES;
// Client islands read the inlined contact facts, as in a build (lib/browser/inlined-contact.ts).
Object.assign(process.env, contactEnv());
// The same build day as the test builds, so the same jobs are open (tests/harness/test-env.cjs).
process.env.SITE_BUILD_DATE ??= testEnv.TEST_BUILD_DATE;

const createJestConfig = nextJest({ dir: './' });

/**
 * Packages (with their dependencies) that ship only ES modules, which Jest must transform: a
 * dependency installed inside its dependant's own node_modules (another major version than the
 * top-level one) is read there.
 */
function esmOnly(roots) {
  const seen = new Set();
  const found = new Set();
  const visit = (name, dir = 'node_modules') => {
    const own = existsSync(`${dir}/${name}/package.json`) ? `${dir}/${name}` : `node_modules/${name}`;
    if (seen.has(own)) return;
    seen.add(own);
    const pkg = JSON.parse(readFileSync(`${own}/package.json`, 'utf8'));
    if (pkg.type === 'module') found.add(name);
    Object.keys(pkg.dependencies ?? {}).forEach((dependency) => visit(dependency, `${own}/node_modules`));
  };
  roots.forEach((name) => visit(name));
  return [...found];
}

// The Markdown pipeline that renders the blog articles is ESM-only.
const esm = esmOnly(markdownPipeline);

const config = createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // No per-test limit a busy machine can reach: a test that types into a form takes 1 s alone and
  // over 20 s beside a build at a load of 19. The longest delay a timer takes (about 24 days) stands
  // for none; a hung test is bounded by CI's own limit.
  testTimeout: 2_147_483_647,
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // Whatever the spelling of the import, a file of content/ is read from CONTENT_DIR.
  resolver: '<rootDir>/tests/harness/content-resolver.cjs',
  // Page copy is YAML, imported as data as in the build (next.config.mjs).
  transform: { '\\.yaml$': '<rootDir>/lib/build/yaml-module.cjs' },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/out/', '/out-test/', '/.next/'],
  modulePathIgnorePatterns: ['<rootDir>/out/', '<rootDir>/out-test/', '<rootDir>/.next/'],
});

export default async () => {
  const resolved = await config();
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!(${esm.map((n) => n.replace(/[.+]/g, '\\$&')).join('|')})/)`,
      '^.+\\.module\\.(css|sass|scss)$',
    ],
  };
};
