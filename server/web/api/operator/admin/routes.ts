import { Router } from 'express';
import { operatorAccountRoutes, type OperatorAccountRouteDeps } from './operators';
import { siteRoutes, type SiteRouteDeps } from './sites';

export type AdminRouteDeps = OperatorAccountRouteDeps & SiteRouteDeps;

/** The owners' part of the console: operator accounts and sites (the audit log reads in ../routes.ts). */
export function adminOperatorRoutes(deps: AdminRouteDeps): Router {
  const router = Router();
  router.use(operatorAccountRoutes(deps));
  router.use(siteRoutes(deps));
  return router;
}
