import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Operator } from '#server/platform/db/schema';
import { DomainError } from '#server/core/domain/errors';
import { mayUse, maySeeSite, type Area } from '#server/core/domain/operators/roles';

/**
 * Who may reach a console route: the operators whose role has an area (roles.ts), any signed-in
 * operator (their own account), or anyone on the console host (signing in).
 */
export type ConsoleAccess = Area | 'signed-in' | 'public';

/** The operator the access check let through, with the session it came with (sign-out ends it). */
export type ConsoleOperator = Operator & { sessionToken: string };

type ConsolePath = `/api/operator/${string}`;
type ConsoleHandler<Who> = (req: Request, res: Response, operator: Who) => unknown;
/** Express's handler list: middlewares first (an upload parser), the console handler last. */
type Chain<Who> = [...RequestHandler[], ConsoleHandler<Who>];

export interface ConsoleRouter<Who> {
  get(path: ConsolePath, ...chain: Chain<Who>): void;
  post(path: ConsolePath, ...chain: Chain<Who>): void;
  put(path: ConsolePath, ...chain: Chain<Who>): void;
  delete(path: ConsolePath, ...chain: Chain<Who>): void;
  /** The Express router to mount: every route in it starts with this router's access check. */
  readonly routes: Router;
}

/** Each route's first handler and the access it checks: the route table test reads it. */
const CHECKS = new WeakMap<RequestHandler, ConsoleAccess>();

/** The access a route's first handler checks, if it is a console access check. */
export function accessOf(handler: unknown): ConsoleAccess | undefined {
  return typeof handler === 'function' ? CHECKS.get(handler as RequestHandler) : undefined;
}

const forbidden = () => new DomainError(403, 'forbidden', 'operator_console.forbidden');

/**
 * A site the operator may not see is refused like an area they lack. For a site that is read off
 * a record (a payment, a discount code) once it is loaded: the router cannot know it beforehand.
 */
export function requireSite(operator: Pick<Operator, 'role' | 'tenants'>, tenantId: string): void {
  if (!maySeeSite(operator, tenantId)) throw forbidden();
}

/** The sites a request names: `tenant_id` is the console API's one name for a site, in a query or a body. */
function namedSites(req: Request): unknown[] {
  const body: unknown = req.body;
  const fromBody = typeof body === 'object' && body !== null && 'tenant_id' in body ? [body.tenant_id] : [];
  return [req.query['tenant_id'], ...fromBody];
}

/**
 * The console's routers, one per access: every route made with one is checked before any of its
 * handlers runs (401 without a live console session, 403 when the role lacks the area or the
 * request names a site that is not the operator's), and its handler receives the operator. The
 * route table test fails on a console route made any other way.
 */
export function operatorRouter(access: 'public'): ConsoleRouter<undefined>;
export function operatorRouter(access: Area | 'signed-in'): ConsoleRouter<ConsoleOperator>;
export function operatorRouter(access: ConsoleAccess): ConsoleRouter<ConsoleOperator | undefined> {
  const routes = Router();

  const route =
    (method: 'get' | 'post' | 'put' | 'delete') =>
    (path: ConsolePath, ...chain: Chain<ConsoleOperator | undefined>) => {
      // The operator each request of this route was let through as, for its handler.
      const checked = new WeakMap<Response, ConsoleOperator>();
      const check: RequestHandler = (req, res, next) => {
        if (access === 'public') return next();
        const { operator, sessionToken } = res.locals.console ?? {};
        if (!operator || !sessionToken) throw new DomainError(401, 'operator_authentication_required', 'operator_console.authentication_required');
        if (access !== 'signed-in' && !mayUse(operator, access)) throw forbidden();
        // A malformed tenant_id is left to the route's schema (a 400); a well-formed one must be the operator's.
        for (const site of namedSites(req)) if (typeof site === 'string') requireSite(operator, site);
        checked.set(res, { ...operator, sessionToken });
        next();
      };
      CHECKS.set(check, access);
      const handler = chain.at(-1) as ConsoleHandler<ConsoleOperator | undefined>;
      const middlewares = chain.slice(0, -1) as RequestHandler[];
      routes[method](path, check, ...middlewares, (req, res) => {
        const operator = checked.get(res);
        if (access !== 'public' && !operator) throw new Error(`console route ${path} ran without its access check`);
        return handler(req, res, operator);
      });
    };

  return { get: route('get'), post: route('post'), put: route('put'), delete: route('delete'), routes };
}
