import type { ThemeOverride } from '#server/tenancy/schema';
import { tokenVariableName } from './tokens';

/** CSS declarations that put a tenant's colours over its niche theme (unread follows secondary). */
export function themeOverrideCss(override: ThemeOverride): string {
  const declarations: string[] = [];
  for (const [name, value] of Object.entries(override)) {
    if (!value) continue;
    declarations.push(`--${tokenVariableName(['color', name])}:${value}`);
    if (name === 'secondary') declarations.push(`--${tokenVariableName(['color', 'unread'])}:${value}`);
  }
  return declarations.length ? `html:root{${declarations.join(';')}}` : '';
}
