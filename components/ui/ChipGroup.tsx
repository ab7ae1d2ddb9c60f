import { ISLAND, markReady } from '@/components/ui/island-ready';

interface Props {
  label: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}

/** A single-choice filter shown as toggle chips; each is a button with aria-pressed. */
export function ChipGroup({ label, options, value, onChange }: Props) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{label}</legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {options.map((option) => {
          const active = option.value === value;
          return (
            <button
              key={option.value}
              type="button"
              {...ISLAND}
              ref={markReady}
              aria-pressed={active}
              onClick={() => onChange(option.value)}
              className={`rounded-full border px-4 py-2 text-sm font-medium transition-colors ${
                active
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-800'
              }`}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
