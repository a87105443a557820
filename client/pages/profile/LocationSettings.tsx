import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv, useSettings } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import { SelectField } from '#client/components/Form/Field';
import * as formStyles from '#client/components/Form/Form.css';
import { useAction } from '#client/components/Form/useSubmit';
import { geocode } from '#client/queries/places';
import { regionsQuery } from '#client/queries/site';
import { useSaveProfile, type OwnProfile } from '#client/queries/profile';
import * as styles from './profile.css';
import { useGeolocationPermission } from './useGeolocationPermission';
import { countryName } from '#client/lib/intl';

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: 15_000, maximumAge: 600_000 }));
}

/** Country and region by hand, or "use my location" answered offline by /api/geocode.php. */
export function LocationSettings({ profile }: { profile: OwnProfile }) {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const { api } = usePageEnv();
  const saveProfile = useSaveProfile();
  const regions = useQuery(regionsQuery(api)).data ?? {};
  const [permission, setPermission] = useGeolocationPermission();
  const [notice, setNotice] = useState<string>();
  const save = useAction(() => setNotice(t('profile.location_saved')));

  const locate = () =>
    save.run(async () => {
      setNotice(undefined);
      const position = await currentPosition().catch((error: GeolocationPositionError) => {
        if (error.code === error.PERMISSION_DENIED) setPermission('denied');
        throw error;
      });
      const lat = position.coords.latitude;
      const lon = position.coords.longitude;
      const place = await geocode(api, lat, lon);
      if (!place.supported || !place.country) {
        setNotice(t('profile.location_outside'));
        return;
      }
      await saveProfile({ country: place.country, region: place.region, location: { lat, lon } });
    });

  return (
    <section className={styles.section} data-testid="location-settings">
      <h2 className={styles.sectionTitle}>{t('profile.location')}</h2>
      <div className={formStyles.row}>
        {settings.countries.length > 1 && (
          <SelectField label={t('search.country')} value={profile.country} onChange={(event) => save.run(() => saveProfile({ country: event.target.value }))}>
            {settings.countries.map((code) => (
              <option key={code} value={code}>
                {countryName(i18n.language, code)}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField
          label={t('fields.region')}
          value={profile.region ?? ''}
          error={save.fields.region}
          onChange={(event) => save.run(() => saveProfile({ region: event.target.value || null }))}
        >
          <option value="">{t('signup.choose')}</option>
          {(regions[profile.country] ?? []).map((region) => (
            <option key={region.code} value={region.code}>
              {region.name}
            </option>
          ))}
        </SelectField>
      </div>
      {permission === 'unsupported' ? (
        <p className={formStyles.hint}>{t('profile.geolocation_unsupported')}</p>
      ) : (
        <div className={formStyles.actions}>
          <button type="button" className={button.secondary} onClick={locate} disabled={save.pending || permission === 'denied'}>
            {t('profile.use_location')}
          </button>
          {permission === 'denied' && <span className={formStyles.hint}>{t('profile.geolocation_denied')}</span>}
        </div>
      )}
      {notice && <Alert tone="info">{notice}</Alert>}
      {save.message && <Alert tone="danger">{save.message}</Alert>}
    </section>
  );
}
