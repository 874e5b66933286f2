// The billing module's front door: what the app and other modules may use of it
// (docs/architecture.md "Modules"); everything else in this folder is its own.
export { billingRoutes } from './billing.routes';
export { askStripe, requirePayments } from './payments-calls';
export {
  clientSubscriptionStatus,
  subscriptionStateAt,
  subscriptionSummary,
} from './subscription-status';
