import {
  ActivityDashboardItem,
  ActivityStats,
  ActivityStatsQuery,
  ActivitySummary,
  Agent,
  AgentIdParams,
  AuthenticateRequest,
  Badges,
  BillingAgentRequest,
  BulkCountRequest,
  BulkCountResponse,
  BulkPurchaseRequest,
  BulkPurchaseResponse,
  CanGenerate,
  ChangePasswordRequest,
  CompleteDayRequest,
  CompleteSignupRequest,
  CompleteStripeRegistrationRequest,
  ConfirmEmailRequest,
  ConfirmEmailResponse,
  ContactStatusRequest,
  CreateReferralRequest,
  CreateSubscriptionIntentRequest,
  CreateSubscriptionIntentResponse,
  Credits,
  CreditTransactions,
  Criteria,
  CustomContactRequest,
  DismissPropertyResponse,
  EarnedBadges,
  EnrichRequest,
  EnrichResponse,
  ExportRequest,
  ExportResponse,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  FreshLeadsResponse,
  HealthResponse,
  IDEMPOTENCY_KEY_HEADER,
  Lead,
  LeadCard,
  LeadCount,
  LeadFollowUpRequest,
  LeadIdParams,
  LeadPackageRequest,
  ListedLead,
  LoginResponse,
  MailerSettingsRequest,
  MessageResponse,
  OptOut,
  OptOutRequest,
  PassContactRequest,
  PortalSessionResponse,
  PostcardOrder,
  PostcardOrderParams,
  PostcardPreview,
  PostcardPreviewQuery,
  PostcardPrintParams,
  PublicConfig,
  RecordActivityRequest,
  RecordActivityResponse,
  Referral,
  ReferralCodeCheck,
  ReferralCodeParams,
  ReferralLink,
  Referrals,
  ResetPasswordRequest,
  SaveCriteriaRequest,
  SaveScriptsRequest,
  SaveTrialEmailRequest,
  ScriptsResponse,
  SendPostcardRequest,
  SendReferralInviteRequest,
  Streak,
  StripeWebhookResponse,
  SupportContactRequest,
  SupportContactResponse,
  SwipeActionIdParams,
  SwipeRequest,
  SwipeResponse,
  TrackSignupRequest,
  UndoSwipeRequest,
  UnsaveRequest,
  UpgradeResponse,
  VerifyResetTokenRequest,
  VerifyResetTokenResponse,
  VersionResponse,
} from '@porchlight/contracts';
import { type ZodType, z } from 'zod';

/** What the server checks a call against and what its success answer must be. */
export interface ApiRoute {
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  /** The success status: 200 unless said. */
  status?: 200 | 201 | 204;
  /** The JSON of a success answer; 'csv' or 'png' for a file, null for no content (204). */
  response: ZodType | 'csv' | 'png' | null;
  /** Headers the server refuses the call without (400), as it checks them. */
  headers?: readonly string[];
}

const agentPath = { params: AgentIdParams };
const leadPath = { params: LeadIdParams };
const listedLeads = z.array(ListedLead);
/** A spend of credits: a retry with the same key has one effect. */
const spends = { headers: [IDEMPOTENCY_KEY_HEADER] };

/**
 * Every API route of the server (apps/server/src/modules/*\/*.routes.ts), with the contract
 * schemas it is declared with there. The web tests' fake server answers only through this table.
 */
export const API_ROUTES: Record<string, ApiRoute> = {
  'GET /api/health': { response: HealthResponse },
  'GET /api/version': { response: VersionResponse },
  'GET /api/config': { response: PublicConfig },
  'POST /api/stripe/webhook': { response: StripeWebhookResponse },
  'POST /api/stripe/upgrade-to-premium': { body: BillingAgentRequest, response: UpgradeResponse },
  'POST /api/stripe/create-portal-session': {
    body: BillingAgentRequest,
    response: PortalSessionResponse,
  },

  'POST /api/authenticate': { body: AuthenticateRequest, response: Agent },
  'POST /api/logout': { status: 204, response: null },
  'POST /api/login/:agentId': { ...agentPath, response: LoginResponse },
  'POST /api/complete-signup': { body: CompleteSignupRequest, status: 201, response: Agent },
  'POST /api/create-subscription-intent': {
    body: CreateSubscriptionIntentRequest,
    response: CreateSubscriptionIntentResponse,
  },
  'POST /api/complete-stripe-registration': {
    body: CompleteStripeRegistrationRequest,
    status: 201,
    response: Agent,
  },
  'POST /api/track-signup': { body: TrackSignupRequest, status: 204, response: null },
  'POST /api/save-trial-email': { body: SaveTrialEmailRequest, status: 204, response: null },
  'POST /api/forgot-password': { body: ForgotPasswordRequest, response: ForgotPasswordResponse },
  'POST /api/verify-reset-token': {
    body: VerifyResetTokenRequest,
    response: VerifyResetTokenResponse,
  },
  'POST /api/reset-password': { body: ResetPasswordRequest, response: Agent },
  'POST /api/confirm-email': { body: ConfirmEmailRequest, response: ConfirmEmailResponse },
  'POST /api/change-password': { body: ChangePasswordRequest, response: MessageResponse },
  'GET /api/agents/:agentId': { ...agentPath, response: Agent },
  'PUT /api/agents/:agentId/mailer-settings': {
    ...agentPath,
    body: MailerSettingsRequest,
    response: Agent,
  },

  'GET /api/criteria/:agentId': { ...agentPath, response: Criteria },
  'POST /api/criteria/:agentId': { ...agentPath, body: SaveCriteriaRequest, response: Criteria },

  'GET /api/leads/available-count/:agentId': { ...agentPath, response: LeadCount },
  'GET /api/leads/can-generate/:agentId': { ...agentPath, response: CanGenerate },
  'POST /api/leads/fresh/:agentId': { ...agentPath, response: FreshLeadsResponse },
  'GET /api/leads/today/:agentId': { ...agentPath, response: z.array(LeadCard) },
  'POST /api/swipe': { body: SwipeRequest, response: SwipeResponse },
  'POST /api/swipe/undo': { body: UndoSwipeRequest, response: LeadCard },

  'GET /api/credits/:agentId': { ...agentPath, response: Credits },
  'GET /api/credits/:agentId/transactions': { ...agentPath, response: CreditTransactions },
  'POST /api/leads/purchase/:agentId': {
    ...agentPath,
    ...spends,
    body: LeadPackageRequest,
    response: BulkPurchaseResponse,
  },
  'POST /api/leads/bulk-count': { body: BulkCountRequest, response: BulkCountResponse },
  'POST /api/leads/bulk-purchase': {
    ...spends,
    body: BulkPurchaseRequest,
    response: BulkPurchaseResponse,
  },

  'GET /api/saved/:agentId': { ...agentPath, response: listedLeads },
  'GET /api/dismissed/:agentId': { ...agentPath, response: listedLeads },
  'DELETE /api/leads/:leadId/unsave': { ...leadPath, body: UnsaveRequest, response: Lead },
  'POST /api/export/saved-leads': { body: ExportRequest, response: ExportResponse },
  'GET /api/export/saved-leads.csv': { response: 'csv' },

  'GET /api/leads/:leadId': { ...leadPath, response: Lead },
  'PATCH /api/leads/:leadId/contact-status': {
    ...leadPath,
    body: ContactStatusRequest,
    response: Lead,
  },
  'POST /api/leads/:leadId/pass-contact': { ...leadPath, body: PassContactRequest, response: Lead },
  'PATCH /api/swipe-actions/:swipeActionId/contact': {
    params: SwipeActionIdParams,
    body: CustomContactRequest,
    response: Lead,
  },
  'POST /api/leads/:leadId/enrich': { ...leadPath, body: EnrichRequest, response: EnrichResponse },

  'GET /api/activities/dashboard/:agentId': {
    ...agentPath,
    response: z.array(ActivityDashboardItem),
  },
  'POST /api/activities/record': { body: RecordActivityRequest, response: RecordActivityResponse },
  'POST /api/activities/complete-day': {
    body: CompleteDayRequest,
    response: RecordActivityResponse,
  },
  'POST /api/activities/dismiss-property': {
    body: LeadFollowUpRequest,
    response: DismissPropertyResponse,
  },
  'GET /api/activities/summary/:agentId': { ...agentPath, response: ActivitySummary },
  'GET /api/activities/stats': { query: ActivityStatsQuery, response: ActivityStats },

  'POST /api/opt-outs': { body: OptOutRequest, response: OptOut },
  'GET /api/opt-outs/:agentId': { ...agentPath, response: z.array(OptOut) },
  'GET /api/opt-outs/:agentId/export.csv': { ...agentPath, response: 'csv' },
  'POST /api/postcards/send': { body: SendPostcardRequest, status: 201, response: PostcardOrder },
  'GET /api/postcards/order/:orderId': { params: PostcardOrderParams, response: PostcardPreview },
  'GET /api/postcards/order/:orderId/preview': {
    params: PostcardOrderParams,
    query: PostcardPreviewQuery,
    response: 'png',
  },
  'GET /api/postcards/front/:leadId': { ...leadPath, response: 'png' },
  'GET /api/postcards/print/:token': { params: PostcardPrintParams, response: 'png' },

  'GET /api/scripts/:agentId': { ...agentPath, response: ScriptsResponse },
  'PUT /api/scripts/:agentId': {
    ...agentPath,
    body: SaveScriptsRequest,
    response: ScriptsResponse,
  },
  'GET /api/mailer-scripts/:agentId': { ...agentPath, response: ScriptsResponse },
  'PUT /api/mailer-scripts/:agentId': {
    ...agentPath,
    body: SaveScriptsRequest,
    response: ScriptsResponse,
  },

  'GET /api/referrals/link/:agentId': { ...agentPath, response: ReferralLink },
  'GET /api/referrals/:agentId': { ...agentPath, response: Referrals },
  // An email already referred answers 200 with its referral; the fakes answer a new one.
  'POST /api/referrals': { body: CreateReferralRequest, status: 201, response: Referral },
  'POST /api/send-referral-invite': {
    body: SendReferralInviteRequest,
    status: 201,
    response: Referral,
  },
  // Public: a visitor on /register?ref=CODE has no session.
  'GET /api/referral-codes/:code': { params: ReferralCodeParams, response: ReferralCodeCheck },

  'GET /api/streak/:agentId': { ...agentPath, response: Streak },
  'GET /api/badges': { response: Badges },
  'GET /api/badges/:agentId': { ...agentPath, response: EarnedBadges },

  // Public: visitors write too.
  'POST /api/support/contact': {
    body: SupportContactRequest,
    status: 201,
    response: SupportContactResponse,
  },
};
