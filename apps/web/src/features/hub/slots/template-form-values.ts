import {
  slotTemplateCreateSchema,
  type SlotTemplateCreate,
  type SlotTemplateKindName,
} from '@makers-pantry/domain/hub-slots';
import { z } from 'zod';
import { isQuickTemplate } from '@makers-pantry/domain/delivery-time';

/** The weekdays as the server numbers them (0 is Sunday). */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** The delivery areas a template serves, as the hub's Areas name them. */
export const AREA_NAMES: Record<100 | 200 | 300, string> = {
  100: 'Small (100)',
  200: 'Medium (200)',
  300: 'Big (300)',
};

/**
 * The new template form's values as the inputs hold them: numbers stay text until the schema
 * reads them, and the cut-off is a rule with its one value ('22:00' the day before, or hours).
 */
export interface TemplateFormValues {
  weekday: string;
  kind: SlotTemplateKindName;
  start: string;
  end: string;
  capacity: string;
  cutoffRule: 'dayBeforeAt' | 'hoursBeforeStart';
  cutoffTime: string;
  cutoffHours: string;
  promisedMinutes: string;
  serviceablePolygon: string;
  deliveryFee: string;
  freeDeliveryAmount: string;
  isPodAllowed: boolean;
}

export const NEW_TEMPLATE: TemplateFormValues = {
  weekday: '1',
  kind: 'scheduled',
  start: '17:00',
  end: '20:00',
  capacity: '40',
  cutoffRule: 'dayBeforeAt',
  cutoffTime: '22:00',
  cutoffHours: '4',
  promisedMinutes: '30',
  serviceablePolygon: '300',
  deliveryFee: '0',
  freeDeliveryAmount: '0',
  isPodAllowed: true,
};

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

function requestOf(values: TemplateFormValues): unknown {
  const quick = isQuickTemplate(values);
  return {
    weekday: numberOf(values.weekday),
    kind: values.kind,
    start: values.start,
    end: values.end,
    capacity: numberOf(values.capacity),
    // Quick slots have no cut-off: each hour closes its own promise.
    cutoff: quick
      ? null
      : values.cutoffRule === 'dayBeforeAt'
        ? { rule: 'dayBeforeAt', time: values.cutoffTime }
        : { rule: 'hoursBeforeStart', hours: numberOf(values.cutoffHours) },
    promisedMinutes: quick ? numberOf(values.promisedMinutes) : null,
    serviceablePolygon: numberOf(values.serviceablePolygon),
    deliveryFee: numberOf(values.deliveryFee),
    freeDeliveryAmount: numberOf(values.freeDeliveryAmount),
    isPodAllowed: values.isPodAllowed,
  };
}

/**
 * The form checks with the server's own schema (packages/domain) after reading the typed values,
 * so the sentence under a field is the one the server would answer. A rule of the whole template
 * (the window's order, a quick window's length) is shown under the window's end.
 */
export const templateFormSchema = z
  .custom<TemplateFormValues>()
  .transform((values, ctx): SlotTemplateCreate => {
    const parsed = slotTemplateCreateSchema.safeParse(requestOf(values));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: issue.path.length > 0 ? issue.path : ['end'],
      });
    return z.NEVER;
  });
