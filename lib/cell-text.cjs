/**
 * Form services export submissions as CSV, which recruiters open in a spreadsheet: a value that
 * starts with a formula sign (=, +, -, @, or their full-width and small forms ＝＋－＠) would run
 * there (a typed =HYPERLINK(…), or one in a campaign link's utm_source attached to a genuine
 * visitor's lead), and so may one behind an invisible start: a control character (tab, carriage
 * return, NUL, NEL, U+001C…), a zero-width or other format character, or spaces, which a
 * spreadsheet skips or reads as nothing. Such a value is sent with an apostrophe before it, which
 * spreadsheets read as "this is text". A phone number (digits, spaces, parentheses, hyphens, one
 * leading +: what the phone check takes) is sent as typed: it names no function or cell to run,
 * and "+91 98765 43210" must stay dialable.
 * CommonJS with no dependency, so a receiver of one's own can apply it too (docs/forms.md).
 */
const FORMULA_START = /^(?:[\p{Cc}\p{Cf}]|[\p{Z}\s]*[=+\-@\u2212\uFE62\uFE63\uFE66\uFE6B\uFF0B\uFF0D\uFF1D\uFF20])/u;
const PHONE_LIKE = /^\s*\+?[\d\s()-]+$/;

/** The value as a spreadsheet must read it: as text. */
const asCellText = (text) => (FORMULA_START.test(text) && !PHONE_LIKE.test(text) ? `'${text}` : text);

module.exports = { asCellText };
