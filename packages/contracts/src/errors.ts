import { z } from 'zod';

/** Every error the API sends: a stable code for programs and a sentence for people. */
export const ApiError = z
  .object({
    error: z.string(),
    message: z.string(),
    /** The first field at fault, and every field's message (validation errors). */
    field: z.string().optional(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .loose();
export type ApiError = z.infer<typeof ApiError>;
