'use client';

import { useId, useState } from 'react';
import { SelectField } from '@/components/ui/SelectField';
import pricingCopy from '@/content/copy/pricing.yaml';
import { cn } from '@/lib/styles/cn';
import {
  durations,
  estimateMonthlyCost,
  experienceLevels,
  formatRupees,
  technologies,
  workModes,
  type Selection,
} from '@/lib/sales/pricing';

const copy = pricingCopy.calculator;
const options = (table: object, labels?: Record<string, string>) =>
  Object.keys(table).map((k) => ({ value: k, label: labels?.[k] ?? k }));

// In screen order, each with the price table it picks from (and labels where its keys are not shown as they are).
const choices: { key: keyof Selection; table: object; labels?: Record<string, string> }[] = [
  { key: 'experience', table: experienceLevels },
  { key: 'technology', table: technologies },
  { key: 'duration', table: durations },
  { key: 'mode', table: workModes, labels: copy.modeLabels },
];

export default function PricingCalculator() {
  const [selection, setSelection] = useState<Required<Selection>>({
    experience: '',
    technology: '',
    duration: '',
    mode: '',
  });
  const estimate = estimateMonthlyCost(selection);
  const set = (key: keyof Selection) => (value: string) => setSelection((s) => ({ ...s, [key]: value }));
  const estimateLabel = useId();
  const hint = useId();
  // Every price in the tables is above zero, so a price of zero means a choice is still missing.
  const complete = estimate > 0;
  return (
    <div className="grid gap-8 lg:grid-cols-[1.3fr_1fr]">
      {/* Two a row on a phone too: the four choices and the estimate then fit one screen below
          the "Thank You!" notice, which a single column pushed over the first label. */}
      <div className="grid grid-cols-2 content-start gap-x-4 gap-y-5 sm:gap-5">
        {choices.map(({ key, table, labels }) => (
          <SelectField
            key={key}
            label={copy[key]}
            emptyLabel={copy.choose}
            options={options(table, labels)}
            value={selection[key]}
            onChange={set(key)}
          />
        ))}
      </div>
      <div className="rounded-2xl bg-brand-950 p-6 text-white">
        <p id={estimateLabel} className="text-sm font-semibold tracking-wide text-quantum-300 uppercase">
          {copy.resultLabel}
        </p>
        {/* The spec's estimate is ₹0 until all four are chosen: shown in the figure's own place and
            format, with the hint that says why under it. The hint keeps its line once the price
            is there, so the card does not change height as the last choice is made. */}
        <output
          aria-labelledby={estimateLabel}
          aria-describedby={complete ? undefined : hint}
          aria-live="polite"
          className="mt-2 block"
        >
          <span className="text-4xl font-bold tracking-tight sm:text-5xl">{formatRupees(estimate)}</span>
          <span className="ml-2 text-base font-medium whitespace-nowrap text-slate-300">{copy.perMonth}</span>
        </output>
        <p id={hint} className={cn('mt-2 text-sm text-slate-200', complete && 'invisible')}>
          {copy.pending}
        </p>
        <p className="mt-4 border-t border-white/15 pt-4 text-sm text-slate-300">{copy.note}</p>
      </div>
    </div>
  );
}
