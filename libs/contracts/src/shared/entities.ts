/** Answer shapes any domain's routes give: flags, counts and confirmations. */
import { z } from 'zod';
import { ADMIN_ROLES } from './enums';

export const zeroOneSchema = z.union([z.literal(0), z.literal(1)]).meta({ id: 'ZeroOne', description: '0 = no, 1 = yes' });
export type ZeroOne = z.infer<typeof zeroOneSchema>;

export const adminRoleSchema = z.enum(ADMIN_ROLES).meta({ id: 'AdminRole' });

export const countSchema = z.object({ count: z.number().int() }).meta({ id: 'Count' });
export type Count = z.infer<typeof countSchema>;

export const updatedCountSchema = z.object({ updated: z.number().int() }).meta({ id: 'UpdatedCount' });

export const messageResultSchema = z
  .object({ message: z.string() })
  .meta({ id: 'MessageResult', description: 'A confirmation text to show' });
