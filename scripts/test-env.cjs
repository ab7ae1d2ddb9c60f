/**
 * Fixed facts of the test builds:
 * - TEST_BUILD_DATE, the day they treat as today (SITE_BUILD_DATE, see lib/jobs.ts): job expiry is
 *   decided at build, so pinning it keeps the same jobs open and closed whatever day CI runs.
 * - TEST_REPOSITORY, the repository a deploy workflow would name (GITHUB_REPOSITORY): the CMS of
 *   the test build saves there, and e2e/cms.spec.ts checks that it signs in to it by token.
 */
const TEST_BUILD_DATE = '2026-11-24';
const TEST_REPOSITORY = 'quantivo-ci/website-under-test';

module.exports = { TEST_BUILD_DATE, TEST_REPOSITORY };
