import { z } from 'zod';

/** Every error the API sends: a stable code for programs and a sentence for people. */
export const ApiError = z
  .object({
    error: z.string(),
    message: z.string(),
    field: z.string().optional(),
  })
  .loose();
export type ApiError = z.infer<typeof ApiError>;
