interface Props {
  label: string;
  /** The filter's key: the buttons' name, by which page-start and the app read the choice. */
  name: string;
  /** The option that filters nothing ('All'): its button's value is empty. */
  allValue: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}

/**
 * A single-choice filter shown as toggle chips (buttons with aria-pressed). Before the app starts
 * page-start presses them and filters the list: the look follows `aria-pressed`, whoever sets it.
 */
export function ChipGroup({ label, name, allValue, options, value, onChange }: Props) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{label}</legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            name={name}
            value={option.value === allValue ? '' : option.value}
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
            className="rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 transition-colors not-aria-pressed:hover:border-brand-400 not-aria-pressed:hover:text-brand-800 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
