'use client';

import { DialogForm } from '@/components/forms/DialogForm';
import { SubmitRow } from '@/components/forms/SubmitRow';
import { SpecField } from '@/components/forms/Field';
import { useForm } from '@/components/forms/useForm';
import { notify } from '@/components/ui/notify';
import pricingCopy from '@/content/copy/pricing.yaml';
import { leadSpec } from '@/lib/forms/form-spec';
import { logger } from '@/lib/browser/logger';
import { unlock } from './unlock-store';
import { missingFieldsNotice } from '@/lib/forms/form-messages';

const copy = pricingCopy.lead;
const spec = leadSpec(copy);

export const LEAD_DIALOG_ID = 'lead-dialog';

/**
 * The lead-capture dialog that unlocks the calculator: in the page's HTML and shown on arrival
 * (not modal: the calculator behind it is inert), before any script. Dismissing it keeps what
 * was typed; the gate's button opens it again, as a modal.
 */
export default function LeadDialog({ onUnlocked }: { onUnlocked: () => void }) {
  const form = useForm({
    form: 'lead',
    spec,
    missingNotice: missingFieldsNotice(copy.missingTitle, copy.fields),
    onSuccess: () => {
      logger.success('Pricing calculator unlocked');
      unlock();
      onUnlocked();
      notify({ ...copy.success, variant: 'success' });
    },
  });
  const { field, submitting, hydrated } = form;

  return (
    <DialogForm
      id={LEAD_DIALOG_ID}
      openOnArrival
      title={copy.title}
      intro={copy.intro}
      closeLabel={copy.close}
      form={form.formProps}
      layout="grid gap-4 sm:grid-cols-2"
      width="lg"
    >
      <SpecField {...field('name')} />
      <SpecField {...field('company')} />
      <SpecField {...field('email')} />
      <SpecField {...field('phone')} />
      <div className="sm:col-span-2">
        <SpecField {...field('city')} />
      </div>
      <div className="sm:col-span-2">
        <SpecField {...field('requirement')} rows={3} />
      </div>
      <SubmitRow submitting={submitting} locked={!hydrated} label={copy.submit} busyLabel={copy.submitting} inDialog />
    </DialogForm>
  );
}
