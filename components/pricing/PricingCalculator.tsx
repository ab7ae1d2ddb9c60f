'use client';

import { useId, useState } from 'react';
import { SelectField } from '@/components/ui/SelectField';
import { pricingCopy } from '@/lib/copy/pricing';
import {
  durations,
  estimateMonthlyCost,
  experienceLevels,
  formatRupees,
  technologies,
  workModes,
  type Selection,
} from '@/lib/pricing';

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

/** The four choices and the live monthly estimate (₹0 until all four are made). */
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
  return (
    <div className="grid gap-8 lg:grid-cols-[1.3fr_1fr]">
      <div className="grid gap-5 sm:grid-cols-2">
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
        <output
          aria-labelledby={estimateLabel}
          aria-live="polite"
          className="mt-2 block text-4xl font-bold tracking-tight sm:text-5xl"
        >
          {formatRupees(estimate)}
          <span className="ml-2 text-base font-medium text-slate-300">{copy.perMonth}</span>
        </output>
        <p className="mt-3 text-sm text-slate-300">{estimate === 0 ? copy.pending : '\u00a0'}</p>
        <p className="mt-4 border-t border-white/15 pt-4 text-sm text-slate-300">{copy.note}</p>
      </div>
    </div>
  );
}
