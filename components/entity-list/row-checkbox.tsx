type RowCheckboxProps = {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  /** `shiftKey`: shift was held (a range select). */
  onChange: (checked: boolean, shiftKey: boolean) => void;
};

/** A bulk-selection checkbox with a large touch target and a label for screen readers only. */
export function RowCheckbox({ label, checked, indeterminate, onChange }: RowCheckboxProps) {
  return (
    <label className="flex size-10 shrink-0 cursor-pointer items-center justify-center">
      <input
        type="checkbox"
        checked={checked}
        ref={(input) => {
          if (input) input.indeterminate = Boolean(indeterminate);
        }}
        // React's change event of a checkbox is its click: the mouse event says whether shift was down.
        onChange={(event) =>
          onChange(event.target.checked, (event.nativeEvent as MouseEvent).shiftKey === true)
        }
        className="size-4 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      />
      <span className="sr-only">{label}</span>
    </label>
  );
}
