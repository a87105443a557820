import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import type { RegionCounts } from '#client/queries/landers';
import { CtaButton, LanderSignup, MemberPhoto, useLanderTexts, type LanderProps } from './kit';
import * as shared from './landers.css';
import * as styles from './map.css';
import { countryName } from '#client/lib/intl';

/** Regions in the list: the busiest; a country's tail of empty counties helps nobody pick. */
const LISTED = 12;

type Region = RegionCounts['regions'][number];

/** maplanding: the site's members per region of one country, on a map drawn from the local outlines; pick your region, then sign up. */
export function MapLander({ data }: LanderProps) {
  const { t, i18n } = useTranslation('pages');
  const texts = useLanderTexts(data);
  const counts = data.regions;
  const regions = counts?.regions ?? [];
  const [chosenCode, setChosen] = useState(data.lander.region?.code ?? regions[0]?.code);
  const chosen = regions.find((region) => region.code === chosenCode);
  const country = counts ? countryName(i18n.language, counts.country) : '';
  const pins = regions
    .slice(0, LISTED)
    .filter((region): region is Region & { x: number; y: number } => region.count > 0 && region.x !== null && region.y !== null);
  const local = data.members.filter((member) => member.region === chosenCode);
  // A region without faces to show still shows who is on the site.
  const faces = local.length ? local : data.members;
  const choose = (code: string) => () => setChosen(code);
  const map = counts?.map ? { ...counts.map, country: counts.country } : null;
  // A pin is 3% of the map's height: readable on a phone whatever the country's shape.
  const pinSize = map ? Math.max(14, Math.round(map.height * 0.03)) : 0;
  return (
    <>
      <section className={`${shared.section} ${styles.intro}`}>
        <h1 className={shared.headline}>{texts.headline}</h1>
        <p className={shared.subline}>{texts.subline}</p>
        <CtaButton data={data} />
      </section>
      <section className={`${shared.section} ${styles.layout}`}>
        {map && (
          <div className={styles.map} data-testid="lander-map">
            <img
              className={styles.mapImage}
              src={`/api/lander-map.svg?country=${map.country}`}
              alt={t('landers.maplanding.map_alt', { country })}
              width={map.width}
              height={map.height}
              fetchPriority="high"
            />
            {/* The counts over the outline, in the image's own units: no style attributes (the CSP refuses them), and the list is the control. */}
            <svg className={styles.pins} viewBox={`0 0 ${map.width} ${map.height}`} aria-hidden="true">
              {pins.map((region) => (
                <g key={region.code} className={region.code === chosenCode ? styles.pinChosen : styles.pin} onClick={choose(region.code)}>
                  <circle cx={region.x} cy={region.y} r={pinSize} />
                  <text x={region.x} y={region.y} fontSize={pinSize} textAnchor="middle" dominantBaseline="central">
                    {region.count}
                  </text>
                </g>
              ))}
            </svg>
          </div>
        )}
        <div>
          <h2 className={styles.listTitle}>{t('landers.maplanding.pick_region')}</h2>
          <ul className={styles.list} data-testid="lander-regions">
            {regions.slice(0, LISTED).map((region) => (
              <li key={region.code}>
                <button
                  type="button"
                  className={styles.region}
                  aria-pressed={region.code === chosenCode}
                  onClick={choose(region.code)}
                  data-testid="lander-region"
                >
                  <span>{region.name}</span>
                  <span className={styles.count}>{t('landers.maplanding.members', { count: region.count })}</span>
                </button>
              </li>
            ))}
          </ul>
          {chosen && (
            <div className={styles.chosen} data-testid="lander-chosen">
              <strong>{t('landers.maplanding.in_region', { count: chosen.count, region: chosen.name })}</strong>
              {faces.length > 0 && (
                <div className={styles.chosenFaces} data-testid="lander-members">
                  {faces.slice(0, 4).map((member) => (
                    <div key={member.id} className={styles.chosenFace}>
                      <MemberPhoto member={member} sizes="(min-width: 768px) 10vw, 25vw" />
                    </div>
                  ))}
                </div>
              )}
              <CtaButton data={data} />
            </div>
          )}
        </div>
      </section>
      <LanderSignup data={data} />
    </>
  );
}
