'use client';

import { ChevronDown } from 'lucide';
import { Glyph } from '@/components/ui/glyph-base';
import { FilterControl } from './FilterControl';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** Label of the empty choice ('All roles'); omit for a required choice with a prompt. */
  emptyLabel: string;
  disabled?: boolean;
  name?: string;
}

/** A native select: accessible, keyboard-complete and light on JavaScript. */
export function SelectField({ label, value, onChange, options, emptyLabel, disabled, name }: Props) {
  return (
    <FilterControl
      label={label}
      glyph={
        <Glyph
          icon={ChevronDown}
          className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-slate-500"
        />
      }
    >
      {(id) => (
        <select
          id={id}
          name={name}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          className="field-input mt-0 appearance-none pr-10"
        >
          <option value="">{emptyLabel}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FilterControl>
  );
}
