'use client';

import { ChevronDown } from 'lucide';
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
    <FilterControl label={label} icon={ChevronDown} at="end">
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
