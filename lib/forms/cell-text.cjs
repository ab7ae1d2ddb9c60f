/**
 * A value that starts with a formula sign, or with an invisible character before one, runs as a
 * formula when a recruiter opens the form service's CSV: it is sent after an apostrophe, which
 * spreadsheets read as text. Phone numbers stay as typed, so they remain dialable.
 * CommonJS with no dependency, so a receiver of one's own can apply it too (docs/forms.md).
 */
const FORMULA_START = /^(?:[\p{Cc}\p{Cf}]|[\p{Z}\s]*[=+\-@\u2212\uFE62\uFE63\uFE66\uFE6B\uFF0B\uFF0D\uFF1D\uFF20])/u;
const PHONE_LIKE = /^\s*\+?[\d\s()-]+$/;

/** The value as a spreadsheet must read it: as text. */
const asCellText = (text) => (FORMULA_START.test(text) && !PHONE_LIKE.test(text) ? `'${text}` : text);

module.exports = { asCellText };
