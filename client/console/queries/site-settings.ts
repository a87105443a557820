import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '#client/api/browser';
import type { SiteSettingsAnswer, SiteSettingsSave } from '#server/contract/answers/site-settings';
import { consoleKeys } from './keys';

export type { SiteSettingsAnswer, SiteSettingsValues } from '#server/contract/answers/site-settings';

/** One site's safe fields as served and as its file says (GET /api/operator/site-settings.php). */
export const siteSettingsQuery = (tenantId: string) =>
  queryOptions({
    queryKey: consoleKeys.siteSettings(tenantId),
    queryFn: () => browserApi.get<SiteSettingsAnswer>('/api/operator/site-settings.php', { tenant_id: tenantId }),
  });

/**
 * Saves one section over the version the page holds; the answer is the site as served from now
 * on (the next save names its version). The sites list shows prices and moderation: asked again.
 */
export function useSaveSiteSettings(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: Omit<SiteSettingsSave, 'tenant_id'>) =>
      browserApi.send<SiteSettingsAnswer>('PUT', '/api/operator/site-settings.php', { tenant_id: tenantId, ...save }),
    onSuccess: (answer) => {
      queryClient.setQueryData(siteSettingsQuery(tenantId).queryKey, answer);
      return queryClient.invalidateQueries({ queryKey: consoleKeys.sites });
    },
  });
}
