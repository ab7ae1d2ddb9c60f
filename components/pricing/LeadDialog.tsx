'use client';

import { AttributionFields } from '@/components/forms/AttributionFields';
import { DialogForm } from '@/components/forms/DialogForm';
import { ContactFields, contactRules } from '@/components/forms/ContactFields';
import { SubmitRow } from '@/components/forms/SubmitRow';
import { TextAreaField, TextField } from '@/components/forms/Field';
import { useFormSubmission } from '@/components/forms/useFormSubmission';
import { NativeDialog } from '@/components/ui/NativeDialog';
import { notify } from '@/components/ui/notify';
import { pricingCopy } from '@/lib/copy/pricing';
import { logger } from '@/lib/logger';
import { paths } from '@/lib/paths';
import { LIMITS } from '@/lib/validation';
import { unlock } from './unlock-store';
import { missingFieldsNotice } from '@/lib/form-messages';

const copy = pricingCopy.lead;
const EMPTY = { name: '', company: '', email: '', phone: '', city: '', requirement: '' };
const rules = {
  ...contactRules('name', 'company', 'email', 'phone'),
  city: { max: LIMITS.city, optional: true },
  requirement: { max: LIMITS.requirement },
} as const;

export const LEAD_DIALOG_ID = 'lead-dialog';

/**
 * The lead-capture dialog that unlocks the calculator: in the page's HTML and shown on arrival
 * (not modal: the calculator behind it is inert), before any script. Dismissing it keeps what
 * was typed; the gate's button opens it again, as a modal.
 */
export default function LeadDialog() {
  const form = useFormSubmission({
    form: 'lead',
    initial: EMPTY,
    rules,
    missingNotice: missingFieldsNotice(copy.missingTitle, copy.fields),
    onSuccess: () => {
      logger.success('Pricing calculator unlocked');
      unlock();
      notify({ ...copy.success, variant: 'success' });
    },
  });
  const { bind, submitting, hydrated } = form;

  return (
    <NativeDialog
      id={LEAD_DIALOG_ID}
      openOnArrival
      title={copy.title}
      intro={copy.intro}
      closeLabel={copy.close}
      busy={submitting}
      width="lg"
    >
      <DialogForm form={form} layout="grid gap-4 sm:grid-cols-2">
        <AttributionFields page={paths.pricing} />
        <ContactFields fields={['name', 'company', 'email', 'phone']} bind={bind} labels={copy.fields} />
        <div className="sm:col-span-2">
          <TextField {...bind('city', copy.fields.city)} optional autoComplete="address-level2" />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            {...bind('requirement', copy.fields.requirement)}
            rows={3}
            placeholder={copy.placeholders.requirement}
            required
          />
        </div>
        <SubmitRow
          submitting={submitting}
          locked={!hydrated}
          label={copy.submit}
          busyLabel={copy.submitting}
          centered
          inDialog
        />
      </DialogForm>
    </NativeDialog>
  );
}
