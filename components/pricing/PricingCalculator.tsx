'use client';

import { useId, useState } from 'react';
import { SelectField } from '@/components/ui/SelectField';
import pricingCopy from '@/content/copy/pricing.yaml';
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
      <div className="grid content-start gap-5 sm:grid-cols-2">
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
        {/* Until all four are chosen there is no price to show, so the figure's place holds the
            prompt instead of a "₹0" that reads as a quote; both fill the same height. */}
        <output
          aria-labelledby={estimateLabel}
          aria-live="polite"
          className="mt-2 flex min-h-20 items-center sm:min-h-24"
        >
          {estimate > 0 ? (
            <span className="text-4xl font-bold tracking-tight sm:text-5xl">
              {formatRupees(estimate)}
              <span className="ml-2 text-base font-medium text-slate-300">{copy.perMonth}</span>
            </span>
          ) : (
            <span className="text-lg font-medium text-slate-200">{copy.pending}</span>
          )}
        </output>
        <p className="mt-4 border-t border-white/15 pt-4 text-sm text-slate-300">{copy.note}</p>
      </div>
    </div>
  );
}
