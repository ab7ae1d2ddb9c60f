/**
 * The e-mail and phone for client islands (the stand-in shown when a dialog's code cannot
 * download). Islands cannot read content/site.yaml, so next.config.mjs inlines these two facts
 * from it at build; server components read lib/content/site.ts instead.
 */
export const contact = {
  email: process.env.NEXT_PUBLIC_CONTACT_EMAIL ?? '',
  phone: process.env.NEXT_PUBLIC_CONTACT_PHONE ?? '',
};
