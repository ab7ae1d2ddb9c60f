'use client';

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextAreaField, TextField } from '@/components/forms/Field';
import { useFormSubmission } from '@/components/forms/useFormSubmission';
import { Close } from '@/components/ui/layout-glyphs';
import { notify } from '@/components/ui/notify';
import { pricingPage } from '@/content/pricing-page';
import { logger } from '@/lib/logger';
import { unlock } from './unlock-store';

const copy = pricingPage.lead;
const EMPTY = { name: '', company: '', email: '', phone: '', city: '', requirement: '' };

/** The lead-capture dialog that unlocks the calculator. Dismissing it keeps what was typed. */
export default function LeadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useFormSubmission({
    form: 'lead',
    initial: EMPTY,
    required: ['name', 'company', 'email', 'phone', 'requirement'],
    missingNotice: (missing) => ({ title: copy.missingTitle, description: `Please fill in: ${missing.map((k) => copy.fields[k]).join(', ')}.` }),
    onSuccess: () => {
      logger.success('Pricing calculator unlocked');
      unlock();
      notify({ ...copy.success, variant: 'success' });
    },
  });
  const { values, setField, submitting, invalid } = form;
  const field = (name: keyof typeof EMPTY) => ({
    name,
    label: copy.fields[name],
    value: values[name],
    disabled: submitting,
    invalid: invalid.has(name),
  });

  return (
    <Dialog open={open} onClose={() => (submitting ? undefined : onClose())} className="fixed inset-0 z-50 flex items-end justify-center overflow-y-auto p-4 sm:items-center">
      <DialogBackdrop className="fixed inset-0 bg-brand-950/60" />
        <DialogPanel className="relative w-full max-w-xl rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <DialogTitle className="text-xl font-semibold text-slate-900">{copy.title}</DialogTitle>
            <button type="button" onClick={onClose} disabled={submitting} className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100">
              <Close className="h-5 w-5" />
              <span className="sr-only">{copy.close}</span>
            </button>
          </div>
          <p className="mt-2 text-sm text-slate-600">{copy.intro}</p>
          <form ref={form.formRef} onSubmit={form.onSubmit} noValidate aria-busy={submitting} className="mt-6 grid gap-4 sm:grid-cols-2">
            <TextField {...field('name')} autoComplete="name" onChange={(e) => setField('name', e.target.value)} required />
            <TextField {...field('company')} autoComplete="organization" onChange={(e) => setField('company', e.target.value)} required />
            <TextField {...field('email')} type="email" autoComplete="email" onChange={(e) => setField('email', e.target.value)} required />
            <TextField {...field('phone')} type="tel" autoComplete="tel" onChange={(e) => setField('phone', e.target.value)} required />
            <div className="sm:col-span-2">
              <TextField {...field('city')} optional autoComplete="address-level2" onChange={(e) => setField('city', e.target.value)} />
            </div>
            <div className="sm:col-span-2">
              <TextAreaField {...field('requirement')} rows={3} placeholder={copy.placeholders.requirement} onChange={(e) => setField('requirement', e.target.value)} required />
            </div>
            <div className="sm:col-span-2">
              <SubmitButton submitting={submitting} label={copy.submit} busyLabel={copy.submitting} className="w-full" />
            </div>
          </form>
        </DialogPanel>
    </Dialog>
  );
}
