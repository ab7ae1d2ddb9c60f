'use client';

import { Search } from 'lucide';
import { FilterControl } from './FilterControl';

export function SearchField({
  label,
  name,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  /** The filter's key, by which page-start and the app read what was typed. */
  name: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FilterControl label={label} icon={Search} at="start">
      {(id) => (
        <input
          id={id}
          type="search"
          name={name}
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          className="field-input mt-0 pl-11"
        />
      )}
    </FilterControl>
  );
}
