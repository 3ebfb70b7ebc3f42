import {
  addressLabelSchema,
  addressMobileSchema,
  addressNameSchema,
  ADDRESS_MESSAGES,
  doorNumSchema,
  PINCODE_PATTERN,
} from '@makers-pantry/domain/addresses';
import { safeText } from '@makers-pantry/domain/text';
import { z } from 'zod';

/**
 * The address form: door number, receiver name and mobile, label 'Home' by
 * default, tower/building optional, and a pin code when the map found none.
 */
export const addressFormSchema = (needsPincode: boolean) =>
  z
    .object({
      doorNum: doorNumSchema,
      buildingDetails: safeText('Tower / building', { max: 120 }),
      name: addressNameSchema,
      mobile: addressMobileSchema,
      label: addressLabelSchema,
      isDefault: z.boolean(),
      pincode: z.string(),
    })
    .refine((form) => !needsPincode || PINCODE_PATTERN.test(form.pincode.trim()), {
      path: ['pincode'],
      error: ADDRESS_MESSAGES.pincode,
    });

export type AddressFormValues = z.input<ReturnType<typeof addressFormSchema>>;
