import { fromIstInput, istInputValue } from '../codes/code-texts';

/**
 * The boxes shared by the banner and collection forms, and the API's fields made of them. Times
 * are Indian time in the boxes; a blank box is null (at once, or no end).
 */
export interface PlacedValues {
  name: string;
  sortOrder: string;
  activeFrom: string;
  activeTo: string;
  isActive: boolean;
}

export const placedValuesOf = (row: {
  name: string;
  sortOrder: number;
  activeFrom: string | null;
  activeTo: string | null;
  isActive: boolean;
}): PlacedValues => ({
  name: row.name,
  sortOrder: String(row.sortOrder),
  activeFrom: row.activeFrom ? istInputValue(row.activeFrom) : '',
  activeTo: row.activeTo ? istInputValue(row.activeTo) : '',
  isActive: row.isActive,
});

/** A number box's value for the schema: blank is missing, so the schema names the field. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

export const placedFieldsOf = (values: PlacedValues) => ({
  name: values.name.trim(),
  sortOrder: numberOf(values.sortOrder),
  activeFrom: fromIstInput(values.activeFrom) ?? null,
  activeTo: fromIstInput(values.activeTo) ?? null,
  isActive: values.isActive,
});

/** The fields whose value differs from what was read: an edit sends only those. */
export function changedFields<Fields extends Record<string, unknown>>(
  before: Fields,
  after: Fields,
): Partial<Fields> {
  return Object.fromEntries(
    Object.entries(after).filter(
      ([field, value]) => JSON.stringify(value) !== JSON.stringify(before[field]),
    ),
  ) as Partial<Fields>;
}
