/**
 * Stands in for each of Sveltia's 28 translations of its own interface (`locales/*.json`;
 * scripts/cms-bundle.mjs maps them all here). Our editors work in English: a browser or a
 * Settings choice in another language loads this empty message set, and Sveltia shows every
 * message from its built-in en-US messages (its fallback locale) instead.
 */
const noMessages: Record<string, string> = {};
export default noMessages;
