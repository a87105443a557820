import { useEffect, useRef } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import * as styles from '#client/console/styles.css';
import * as css from './LineChart.css';

export interface ChartSeries {
  label: string;
  values: number[];
}

/** Distinguishable on white and for the common colour-vision deficiencies (Okabe–Ito). */
const PALETTE = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000'];

const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/**
 * A line chart of daily figures (uPlot: canvas, small and fast). The same numbers are one click
 * away as a table, which is also what screen readers get.
 */
export function LineChart({ title, days, series, format }: { title: string; days: string[]; series: ChartSeries[]; format(value: number): string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    const card = element?.parentElement;
    if (!element || !card) return undefined;
    // The card's width decides (the canvas inside the box must not keep the box wide).
    const width = () => Math.max(card.clientWidth - 32, 240);
    const options: uPlot.Options = {
      width: width(),
      height: 220,
      legend: { show: true },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true } },
      axes: [{}, { values: (_chart, ticks) => ticks.map((tick) => format(tick)), size: 64 }],
      series: [
        {},
        ...series.map((entry, index) => ({
          label: entry.label,
          stroke: PALETTE[index % PALETTE.length] ?? '#000',
          width: 2,
          value: (_chart: uPlot, value: number | null) => (value === null ? '–' : format(value)),
        })),
      ],
    };
    const chart = new uPlot(options, [days.map(dayStart), ...series.map((entry) => entry.values)], element);
    const resize = new ResizeObserver(() => chart.setSize({ width: width(), height: 220 }));
    resize.observe(card);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, series, format]);

  return (
    <figure className={`${styles.card} ${css.figure}`}>
      <figcaption className={css.caption}>{title}</figcaption>
      <div ref={box} className={css.plot} aria-hidden="true" />
      <details className={css.details}>
        <summary>{t('dashboard.as_table')}</summary>
        <div className={css.tableWrap}>
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">{t('common.date')}</th>
                {series.map((entry) => (
                  <th key={entry.label} scope="col">
                    {entry.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, index) => (
                <tr key={day}>
                  <th scope="row">{day}</th>
                  {series.map((entry) => (
                    <td key={entry.label}>{format(entry.values[index] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
