import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AdminStats } from '@shared/contracts/admin-operations';
import { formatRand, formatRandShort } from '@shared/rules/money';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** Animations off under test (DESIGN.md section 7) so charts render at once. */
const animate = import.meta.env.MODE !== 'test';
const monthFormat = new Intl.DateTimeFormat('en-ZA', {
  month: 'short',
  year: '2-digit',
  timeZone: 'UTC',
});
const colours = ['var(--color-primary)', 'var(--color-success)', 'var(--color-warning)', '#a78bfa'];
const axis = { stroke: 'var(--color-muted-foreground)', fontSize: 12 };
const tooltipStyle = {
  background: 'var(--color-card)',
  border: '1px solid var(--color-border)',
  borderRadius: 8,
  color: 'var(--color-foreground)',
};

/** 'YYYY-MM' as 'Mar 26'. */
function monthLabel(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : monthFormat.format(date);
}

function ChartCard({ title, children }: { title: string; children: React.ReactElement }) {
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="h-64 px-2">
        <ResponsiveContainer
          width="100%"
          height="100%"
          minWidth={0}
          initialDimension={{ width: 320, height: 256 }}
        >
          {children}
        </ResponsiveContainer>
      </CardContent>
    </Card>
  );
}

const kindLabel: Record<string, string> = {
  order: 'Orders',
  interest: 'Interest',
  free_trial: 'Free trials',
};

/** Revenue by month, new clients by month and leads by kind (recharts: this chunk only). */
export default function StatsCharts({ series }: { series: AdminStats['series'] }) {
  const revenue = series.revenueByMonth.map((m) => ({
    month: monthLabel(m.month),
    cents: m.cents,
  }));
  const clients = series.newClientsByMonth.map((m) => ({
    month: monthLabel(m.month),
    count: m.count,
  }));
  const leads = series.leadsByKind.map((l) => ({
    name: kindLabel[l.kind] ?? l.kind,
    value: l.count,
  }));
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-3" data-slot="stats-charts">
      <ChartCard title="Revenue by month">
        <BarChart data={revenue} accessibilityLayer>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
          <XAxis dataKey="month" {...axis} />
          <YAxis
            {...axis}
            width={64}
            allowDecimals={false}
            domain={[0, (max: number) => Math.max(max, 100_00)]}
            tickFormatter={(v: number) => formatRandShort(v)}
          />
          <Tooltip
            contentStyle={tooltipStyle}
            formatter={(v) => [formatRand(Number(v)), 'Revenue']}
          />
          <Bar
            dataKey="cents"
            fill="var(--color-primary)"
            radius={[4, 4, 0, 0]}
            isAnimationActive={animate}
          />
        </BarChart>
      </ChartCard>
      <ChartCard title="New clients by month">
        <LineChart data={clients} accessibilityLayer>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
          <XAxis dataKey="month" {...axis} />
          <YAxis {...axis} width={32} allowDecimals={false} />
          <Tooltip contentStyle={tooltipStyle} formatter={(v) => [String(v), 'New clients']} />
          <Line
            type="monotone"
            dataKey="count"
            stroke="var(--color-success)"
            strokeWidth={2}
            isAnimationActive={animate}
          />
        </LineChart>
      </ChartCard>
      {leads.every((l) => l.value === 0) ? (
        <Card className="gap-3 py-4">
          <CardHeader className="px-4">
            <CardTitle className="text-base">Leads by kind</CardTitle>
          </CardHeader>
          <CardContent className="px-4 text-sm text-muted-foreground">No leads yet.</CardContent>
        </Card>
      ) : (
        <ChartCard title="Leads by kind">
          <PieChart accessibilityLayer>
            <Tooltip contentStyle={tooltipStyle} />
            <Pie
              data={leads}
              dataKey="value"
              nameKey="name"
              innerRadius="45%"
              outerRadius="80%"
              label={({ name, value }: { name?: string; value?: number }) =>
                `${name ?? ''}: ${value ?? 0}`
              }
              isAnimationActive={animate}
            >
              {leads.map((entry, index) => (
                <Cell key={entry.name} fill={colours[index % colours.length]} />
              ))}
            </Pie>
          </PieChart>
        </ChartCard>
      )}
    </div>
  );
}
