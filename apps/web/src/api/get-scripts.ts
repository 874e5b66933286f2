import * as routes from '@porchlight/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '@/lib/route-query';

/** The GET and PUT of each script kind (docs/screens.md "Script editors"). */
export const SCRIPT_ROUTES = {
  outbound: { get: routes.getOutboundScripts, save: routes.saveOutboundScripts },
  mailer: { get: routes.getMailerScripts, save: routes.saveMailerScripts },
} as const;
export type ScriptKind = keyof typeof SCRIPT_ROUTES;

// The scripts editor (scripts) edits them and the follow-up (follow-up) sends them: one call and
// one key for both, so a save shows in the follow-up's messages at once.

/** All six days; the days the agent never saved carry the default text (`defaultDays`). */
export function getScriptsQueryOptions(agentId: string, kind: ScriptKind) {
  return routeQuery(SCRIPT_ROUTES[kind].get, { params: { agentId } });
}

export function useScripts(agentId: string, kind: ScriptKind) {
  return useQuery(getScriptsQueryOptions(agentId, kind));
}
