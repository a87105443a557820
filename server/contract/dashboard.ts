/** The dashboard's figures as the API answers them, and their sums: shared by the server and the console. */
/** One site's figures of one day, as /api/operator/dashboard.php answers them. */
export interface Figures {
  day: string;
  signups: number;
  activations: number;
  active_members: number;
  messages: number;
  credits_spent: number;
  revenue: Record<string, number>;
}

export interface Totals {
  signups: number;
  activations: number;
  peak_active_members: number;
  messages: number;
  credits_spent: number;
  revenue: Record<string, number>;
}

export interface DashboardSite {
  id: string;
  name: string;
  days: Figures[];
  total: Totals;
}

export interface DashboardAnswer {
  from: string;
  to: string;
  sites: DashboardSite[];
}

const addRevenue = (into: Record<string, number>, from: Record<string, number>) => {
  for (const [currency, amount] of Object.entries(from)) into[currency] = (into[currency] ?? 0) + amount;
};

/** A period's totals: sums, but active members are people, so the busiest day's count (not a sum). */
export function totalOf(days: readonly Figures[]): Totals {
  const total: Totals = { signups: 0, activations: 0, peak_active_members: 0, messages: 0, credits_spent: 0, revenue: {} };
  for (const day of days) {
    total.signups += day.signups;
    total.activations += day.activations;
    total.peak_active_members = Math.max(total.peak_active_members, day.active_members);
    total.messages += day.messages;
    total.credits_spent += day.credits_spent;
    addRevenue(total.revenue, day.revenue);
  }
  return total;
}

/** The sites' figures added up day by day (every site answers the same days). */
export function addFigures(sites: readonly DashboardSite[]): { days: Figures[]; total: Totals } {
  const days = (sites[0]?.days ?? []).map((day, index) => {
    const sum: Figures = { day: day.day, signups: 0, activations: 0, active_members: 0, messages: 0, credits_spent: 0, revenue: {} };
    for (const site of sites) {
      const figures = site.days[index];
      if (!figures) continue;
      sum.signups += figures.signups;
      sum.activations += figures.activations;
      sum.active_members += figures.active_members;
      sum.messages += figures.messages;
      sum.credits_spent += figures.credits_spent;
      addRevenue(sum.revenue, figures.revenue);
    }
    return sum;
  });
  return { days, total: totalOf(days) };
}
