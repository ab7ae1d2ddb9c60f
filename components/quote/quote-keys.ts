/**
 * Where the quote list is kept and the event that announces a change (its detail: the number
 * of items), in a module of its own so the header's count imports nothing else.
 */
export const QUOTE_KEY = 'quantivo:quote-list';
export const QUOTE_EVENT = 'quantivo:quote-list';
