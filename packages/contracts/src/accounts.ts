import { z } from 'zod';
import { SubscriptionPlan, SubscriptionStatus } from './plans';

/** The agent as the API answers it (account.md §3 "Agent"). */
export const Agent = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subscriptionStatus: SubscriptionStatus,
  subscriptionPlan: SubscriptionPlan,
  returnAddress: z.string().nullable(),
  brokerageName: z.string().nullable(),
  agentPhotoUrl: z.string().nullable(),
  brokeragePhotoUrl: z.string().nullable(),
});
export type Agent = z.infer<typeof Agent>;
