import { tokenVariableName, type Palette } from './tokens';

/**
 * CSS declarations that put a tenant's colours over its niche theme (unread follows secondary).
 * The tenant file's `theme` (server/platform/tenancy/schema.ts) names which colours a tenant may set.
 */
export function themeOverrideCss(override: Partial<Palette>): string {
  const declarations: string[] = [];
  for (const [name, value] of Object.entries(override)) {
    if (!value) continue;
    declarations.push(`--${tokenVariableName(['color', name])}:${value}`);
    if (name === 'secondary') declarations.push(`--${tokenVariableName(['color', 'unread'])}:${value}`);
  }
  return declarations.length ? `html:root{${declarations.join(';')}}` : '';
}
