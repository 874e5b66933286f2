/** What sign-in stores in the browser (account.md §4 "Session"): a premium agent. */
export const storedAgent = {
  id: '7d0e4f8a-1b2c-4d3e-8f90-a1b2c3d4e5f6',
  name: 'maria de la cruz',
  email: 'maria@example.test',
  phone: '3055550123',
  subscriptionStatus: 'active',
  subscriptionPlan: 'premium',
  returnAddress: null,
  brokerageName: null,
  agentPhotoUrl: null,
  brokeragePhotoUrl: null,
};
