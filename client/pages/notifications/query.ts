import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#client/api/client';
import type { NotificationSettings } from './settings';

/** The member's notification settings: the route's loader fills it, outside the page's lazy chunk. */
export const notificationsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['notifications'], queryFn: () => api.get<NotificationSettings>('/api/notifications.php') });
