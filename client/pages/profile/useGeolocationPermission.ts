import { useEffect, useState } from 'react';

/** Geolocation permission is unsupported, unknown, or the browser's own state (docs/product.md#profiles-fields). */
export type GeolocationPermission = 'unsupported' | 'unknown' | PermissionState;

export function useGeolocationPermission(): [GeolocationPermission, (state: GeolocationPermission) => void] {
  const [state, setState] = useState<GeolocationPermission>('unknown');
  useEffect(() => {
    if (!('geolocation' in navigator)) {
      queueMicrotask(() => setState('unsupported'));
      return;
    }
    let status: PermissionStatus | undefined;
    const update = () => status && setState(status.state);
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((result) => {
        status = result;
        update();
        result.addEventListener('change', update);
      })
      .catch(() => undefined);
    return () => status?.removeEventListener('change', update);
  }, []);
  return [state, setState];
}
