import type { AnalyticsAnswer } from '@amora/contracts';
import type { MessageId } from '../../i18n/messages';
import { minorDigits } from '../prices/money';

export interface Series {
  /** A message id, or a plain label (a currency code). */
  label: { id: MessageId } | { text: string };
  values: (number | null)[];
  color: string;
  /** `percent`: drawn on its own axis at the right, 0–100 %. */
  scale?: 'count' | 'percent' | 'money';
}

export interface ChartSpec {
  key: 'signups' | 'purchases' | 'revenue' | 'messages' | 'complaints';
  titleId: MessageId;
  days: string[];
  series: Series[];
}

export interface ChartColours {
  primary: string;
  secondary: string;
  success: string;
  dark: string;
  danger: string;
}

const EXTRA = ['#2f80ed', '#00897b', '#8e24aa', '#6d4c41', '#546e7a'];

/** Sign-ups that turned into a first purchase that day, as a percentage; none without sign-ups. */
const dailyConversion = (signups: number, purchases: number) =>
  signups === 0 ? null : Math.round((purchases / signups) * 1000) / 10;

/** Every currency that earned anything in the period, in a stable order. */
export function currenciesOf(answer: AnalyticsAnswer): string[] {
  const seen = new Set<string>(Object.keys(answer.totals.revenue));
  for (const day of answer.days) for (const currency of Object.keys(day.revenue)) seen.add(currency);
  return [...seen].sort();
}

/** The five charts of the page, built from the answer's days. */
export function buildCharts(answer: AnalyticsAnswer, colours: ChartColours): ChartSpec[] {
  const days = answer.days.map((day) => day.day);
  const column = (pick: (day: AnalyticsAnswer['days'][number]) => number | null) => answer.days.map(pick);
  return [
    {
      key: 'signups',
      titleId: 'analytics.chart.signups',
      days,
      series: [
        { label: { id: 'analytics.signups' }, values: column((d) => d.signups), color: colours.primary },
        {
          label: { id: 'analytics.activations' },
          values: column((d) => d.activations),
          color: colours.secondary,
        },
      ],
    },
    {
      key: 'purchases',
      titleId: 'analytics.chart.purchases',
      days,
      series: [
        {
          label: { id: 'analytics.first_purchases' },
          values: column((d) => d.first_purchases),
          color: colours.success,
        },
        {
          label: { id: 'analytics.conversion' },
          values: column((d) => dailyConversion(d.signups, d.first_purchases)),
          color: colours.dark,
          scale: 'percent',
        },
      ],
    },
    {
      key: 'revenue',
      titleId: 'analytics.chart.revenue',
      days,
      series: currenciesOf(answer).map((currency, index) => ({
        label: { text: currency },
        values: column((d) => (d.revenue[currency] ?? 0) / 10 ** minorDigits(currency)),
        color: [colours.primary, colours.success, colours.secondary, ...EXTRA][index % 8],
        scale: 'money' as const,
      })),
    },
    {
      key: 'messages',
      titleId: 'analytics.chart.messages',
      days,
      series: [
        {
          label: { id: 'analytics.messages_member' },
          values: column((d) => d.messages_member),
          color: colours.primary,
        },
        {
          label: { id: 'analytics.messages_staff' },
          values: column((d) => d.messages_staff),
          color: colours.secondary,
        },
      ],
    },
    {
      key: 'complaints',
      titleId: 'analytics.chart.complaints',
      days,
      series: [
        { label: { id: 'analytics.complaints' }, values: column((d) => d.complaints), color: colours.danger },
      ],
    },
  ];
}
