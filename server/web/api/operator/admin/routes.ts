import { Router } from 'express';
import { operatorAccountRoutes, type OperatorAccountRouteDeps } from './operators';
import { siteRoutes, type SiteRouteDeps } from './sites';
import { siteSettingsRoutes, type SiteSettingsRouteDeps } from './site-settings';

export type AdminRouteDeps = OperatorAccountRouteDeps & SiteRouteDeps & SiteSettingsRouteDeps;

/** The owners' part of the console: operator accounts, sites and their settings (the audit log reads in ../routes.ts). */
export function adminOperatorRoutes(deps: AdminRouteDeps): Router {
  const router = Router();
  router.use(operatorAccountRoutes(deps));
  router.use(siteRoutes(deps));
  router.use(siteSettingsRoutes(deps));
  return router;
}
