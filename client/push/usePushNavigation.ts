import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PUSH_NAVIGATE_MESSAGE } from '#server/contract/push-worker';

/** A path on this site: the worker only sends those, but a message is input like any other. */
function isLocalPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/**
 * A notification click focuses an open tab and asks it to show the conversation or likes; the
 * router goes there without reloading the page (server/web/webapp/service-worker.ts).
 */
export function usePushNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data;
      if (typeof data === 'object' && data !== null && 'type' in data && data.type === PUSH_NAVIGATE_MESSAGE && 'url' in data && isLocalPath(data.url)) {
        navigate(data.url);
      }
    };
    container.addEventListener('message', onMessage);
    // Messages wait in a queue until the page says it listens.
    container.startMessages();
    return () => container.removeEventListener('message', onMessage);
  }, [navigate]);
}
