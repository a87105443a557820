import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { NotificationSettings } from '#server/contract/answers/account';
import { queryKeys } from './keys';

/** The member's notification settings: the route's loader fills it, outside the page's lazy chunk. */
export const notificationsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.notifications, queryFn: () => api.get<NotificationSettings>('/api/notifications.php') });

export const saveNotifications = <T = NotificationSettings>(api: ApiClient, changes: object) => api.send<T>('PUT', '/api/notifications.php', changes);
