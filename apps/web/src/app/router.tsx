import { type ComponentType, lazy } from 'react';
import { Route, Switch } from 'wouter';

const Landing = lazy(() => import('./routes/landing'));
const Login = lazy(() => import('./routes/login'));
const Register = lazy(() => import('./routes/register'));
/**
 * A signed-in route with the workspace's query cache, both fetched at once: only these pages load
 * TanStack Query (docs/performance.md "JavaScript per page").
 */
function signedIn<P extends object>(page: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    Promise.all([import('./workspace-queries'), page()]).then(
      ([{ WorkspaceQueries }, { default: Page }]) => ({
        default: (props: P) => (
          <WorkspaceQueries>
            <Page {...props} />
          </WorkspaceQueries>
        ),
      }),
    ),
  );
}

const Dashboard = signedIn(() => import('./routes/dashboard'));
const Wallet = signedIn(() => import('./routes/wallet'));
const ForgotPassword = lazy(() => import('./routes/forgot-password'));
const ChangePassword = lazy(() => import('./routes/change-password'));
const ConfirmEmail = lazy(() => import('./routes/confirm-email'));
const TermsAndConditions = lazy(() => import('./routes/terms-and-conditions'));
const PrivacyPolicy = lazy(() => import('./routes/privacy-policy'));
const AccessibilityStatement = lazy(() => import('./routes/accessibility-statement'));
const Support = lazy(() => import('./routes/support'));
const Faq = lazy(() => import('./routes/faq'));
const FastCashOffers = lazy(() => import('./routes/fast-cash-offers'));
const NotFound = lazy(() => import('./routes/not-found'));

/** The routes of docs/screens.md; each page is its own chunk, loaded when first visited. */
export function AppRouter() {
  return (
    <Switch>
      <Route path="/" component={Landing} />
      <Route path="/login" component={Login} />
      <Route path="/register" component={Register} />
      <Route path="/dashboard">
        <Dashboard />
      </Route>
      {/* Its own key, so moving between /dashboard and /profile opens the Profile tab afresh. */}
      <Route key="profile" path="/profile">
        <Dashboard initialTab="profile" />
      </Route>
      <Route path="/wallet" component={Wallet} />
      <Route path="/forgot-password" component={ForgotPassword} />
      <Route path="/change-password" component={ChangePassword} />
      <Route path="/confirm-email" component={ConfirmEmail} />
      <Route path="/terms-and-conditions" component={TermsAndConditions} />
      <Route path="/privacy-policy" component={PrivacyPolicy} />
      <Route path="/accessibility-statement" component={AccessibilityStatement} />
      <Route path="/support" component={Support} />
      <Route path="/faq" component={Faq} />
      <Route path="/fastcashoffers" component={FastCashOffers} />
      <Route component={NotFound} />
    </Switch>
  );
}
