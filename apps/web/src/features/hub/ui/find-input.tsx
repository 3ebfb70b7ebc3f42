/**
 * A box to find rows by name as they are typed: a search box named by `label` (read out by a
 * screen reader, and shown in the empty box unless `placeholder` says more). `onChange` hears
 * the words as typed.
 */
export function FindInput({
  label,
  placeholder = label,
  className,
  value,
  onChange,
}: {
  label: string;
  placeholder?: string;
  className: string | undefined;
  value: string;
  onChange: (words: string) => void;
}) {
  return (
    <input
      type="search"
      className={className}
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
