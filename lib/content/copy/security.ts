import { z } from 'zod';
import { copy, template } from '../copy-rules';

/** content/copy/security.yaml: the words of /.well-known/security.txt (RFC 9116). */
export const securitySchema = z.strictObject({
  comment: template(
    'Comment',
    ['company', 'securityAcknowledgement'],
    'The file’s first line, saying how to report a vulnerability and how soon it is acknowledged (Company details → Promises). The reporting address is the security e-mail in Company details.',
  ),
  preferredLanguages: copy('Languages for reports', 'Language codes, separated by commas (en, hi).').regex(
    /^[a-z]{2,3}(-[A-Za-z0-9]+)*(, [a-z]{2,3}(-[A-Za-z0-9]+)*)*$/,
    'must be language codes separated by a comma and a space, e.g. en, hi',
  ),
});
