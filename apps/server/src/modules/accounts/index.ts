// The accounts module's front door: what the app and other modules may use of it
// (docs/architecture.md "Modules"); everything else in this folder is its own.
export { agentRoutes } from './agents.routes';
export { returnAddressParts } from './agents.service';
export { confirmEmailRoutes } from './confirm-email.routes';
export { ensureDemoAccount } from './demo-account';
export { passwordRoutes } from './password.routes';
export { passwordHashing } from './password-hashing';
export { passwordResetJobs } from './password-reset.jobs';
export { registrationRoutes } from './registration.routes';
export { signInRoutes } from './sign-in.routes';
export { unconfirmedAccountJobs } from './unconfirmed-accounts.jobs';
