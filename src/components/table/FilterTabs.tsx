export interface FilterOption<Value extends string> {
  value: Value;
  label: string;
}

interface FilterTabsProps<Value extends string> {
  label: string;
  options: readonly FilterOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}

/** The status filter above a list: a group of toggle buttons, the current one pressed. */
export function FilterTabs<Value extends string>({
  label,
  options,
  value,
  onChange,
}: FilterTabsProps<Value>) {
  return (
    <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label={label}>
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            className={`btn btn-sm ${active ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={active}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
