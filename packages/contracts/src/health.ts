import { z } from 'zod';

export const HealthResponse = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** GET /api/version. */
export const VersionResponse = z.object({ version: z.string() });
export type VersionResponse = z.infer<typeof VersionResponse>;
