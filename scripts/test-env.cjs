/**
 * The day the test builds treat as today (SITE_BUILD_DATE, see lib/jobs.ts): job expiry is
 * decided at build, so pinning it keeps the same jobs open and closed whatever day CI runs.
 */
const TEST_BUILD_DATE = '2026-11-24';

module.exports = { TEST_BUILD_DATE };
