/** Text as markup that shows it as written: for HTML, XML and attribute values alike. */
const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' };

export const escapeMarkup = (text: string): string => text.replace(/[<>&'"]/g, (c) => ENTITIES[c]!);

/** Text as a regular expression that matches it literally. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
