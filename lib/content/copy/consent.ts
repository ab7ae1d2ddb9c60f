import { z } from 'zod';
import { copy, prose, section } from '../copy-rules';

const category = (title: string) =>
  z.strictObject({ title: copy('Title'), description: prose('Text') }).meta({ title });

/**
 * content/copy/consent.yaml: the cookie banner and its settings, shown only in builds with
 * Google Analytics. Refusing is as easy as accepting: both buttons read the same in the banner
 * and in the settings.
 */
export const consentSchema = z.strictObject({
  accept: copy('Accept button'),
  reject: copy('Reject button'),
  privacyLink: copy('Link to the privacy notice', 'Under the banner’s text.'),
  banner: section('Banner', {
    title: copy('Title'),
    description: prose('Text'),
    choose: copy('Button opening the settings'),
  }),
  settings: section('Cookie settings', {
    title: copy('Title'),
    save: copy('Save button'),
    close: copy('Close button label', 'Read out by screen readers.'),
    necessary: category('Strictly necessary cookies'),
    analytics: category('Analytics cookies'),
  }),
});
