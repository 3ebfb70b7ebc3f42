import { z } from 'zod';

/** The pieces the hub's answers build their rows and pages of. */

/** The start of every hub row: its id and the version an edit of it is made on. */
export const hubRowShape = { id: z.number().int(), version: z.number().int() };

/** Someone or something a hub row names: who acted on it, a product's category. */
export const namedSchema = z.object({ id: z.number().int(), name: z.string() });

/** A person ops may call: a maker's owner, a customer who used a code or took a recalled batch. */
export const contactSchema = namedSchema.extend({ mobile: z.string() });

/**
 * A page of a hub list: its rows under `key`, how many rows the list has in all as `<key>Count`,
 * and the size of a page.
 */
export const hubListPageSchema = <Key extends string, Row extends z.ZodType>(
  key: Key,
  row: Row,
  rowsMeaning?: string,
) =>
  z.object({
    [key]: rowsMeaning === undefined ? z.array(row) : z.array(row).describe(rowsMeaning),
    [`${key}Count`]: z.number().int().describe('How many there are in all'),
    pageSize: z.number().int(),
  } as { [K in Key]: z.ZodArray<Row> } & { [K in `${Key}Count`]: z.ZodNumber } & {
    pageSize: z.ZodNumber;
  });

/** A product as the hub's lists and sheets name it: its name and the pack it is sold in. */
export const productPackShape = {
  name: z.string(),
  packageSize: z.number(),
  measurementUnit: z.string(),
};
export const packedProductSchema = z.object({ id: z.number().int(), ...productPackShape });

/** The delivery slot an order, a run or a document belongs to: its day and hours. */
export const slotWindowSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  startDatetime: z.string(),
  endDatetime: z.string(),
});
