/**
 * Two cheap bot checks that a person never notices: a field only bots fill (named `_gotcha`,
 * which hosted form services such as Formspree also honour on native posts), and a form sent
 * sooner after it became usable than anyone can type.
 */
export const HONEYPOT_FIELD = '_gotcha';
export const MIN_FILL_MS = 3000;

interface Sent {
  honeypot: string;
  startedAt: number;
  now: number;
}

export const looksLikeBot = ({ honeypot, startedAt, now }: Sent): boolean =>
  honeypot !== '' || now - startedAt < MIN_FILL_MS;
