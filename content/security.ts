/** /.well-known/security.txt (RFC 9116): where to report a vulnerability. */
import { site } from '@/lib/site';

export const securityTxt = {
  contact: `mailto:${site.securityEmail}`,
  preferredLanguages: 'en, hi',
  /** Expires is set from the build date; a rebuild within this many days keeps it valid. */
  validForDays: 365,
  comment: `# Security contact for ${site.name}. Please report vulnerabilities privately; we acknowledge within 3 working days.`,
} as const;
