import type { ReactNode } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { Activity, Building2, CalendarDays, Crown, HeartHandshake, LayoutDashboard, PawPrint, ShieldAlert, Tags, Users } from 'lucide-react';
import { LIMITS, type DashboardAnalytics } from '@pawpals/contracts';
import { Card, CardContent, Skeleton, IconCardHeader, useIntl } from '@pawpals/ui';
import { AdminPageHeader, LoadError } from '../shared/AdminPage';
import { formatDateTime } from '../shared/format';
import { categoryText } from '../shared/labels';
import { useGetDashboardAnalytics } from './api/get-dashboard-analytics';
import { TrendsCard } from './trends/TrendsCard';

const messages = defineMessages({
  title: { id: 'admin.dashboard.title', defaultMessage: 'Dashboard' },
  description: { id: 'admin.dashboard.description', defaultMessage: 'Platform activity at a glance' },
  what: { id: 'admin.dashboard.loadWhat', defaultMessage: 'the analytics' },
  counters: { id: 'admin.dashboard.counters', defaultMessage: 'Counters' },
  categories: { id: 'admin.dashboard.categories', defaultMessage: 'Business Categories' },
  recentActivity: { id: 'admin.dashboard.recentActivity', defaultMessage: 'Recent Activity' },
  noRecentActivity: { id: 'admin.dashboard.noRecentActivity', defaultMessage: 'No recent activity' },
  totalBusinesses: { id: 'admin.dashboard.totalBusinesses', defaultMessage: 'Total Businesses' },
  totalUsers: { id: 'admin.dashboard.totalUsers', defaultMessage: 'Total Users' },
  activePets: { id: 'admin.dashboard.activePets', defaultMessage: 'Active Lost/Found' },
  totalAppointments: { id: 'admin.dashboard.totalAppointments', defaultMessage: 'Total Appointments' },
  premiumBusinesses: { id: 'admin.dashboard.premiumBusinesses', defaultMessage: 'Premium Businesses' },
  pendingContentApproval: { id: 'admin.dashboard.pendingModeration', defaultMessage: 'Pending Moderation' },
  reunionsThisMonth: { id: 'admin.dashboard.reunionsThisMonth', defaultMessage: 'Reunions This Month' },
});

const COUNTERS: { key: keyof DashboardAnalytics; label: MessageDescriptor; icon: ReactNode; tint: string }[] = [
  { key: 'totalBusinesses', label: messages.totalBusinesses, icon: <Building2 aria-hidden="true" />, tint: 'bg-orange-100 text-orange-800' },
  { key: 'totalUsers', label: messages.totalUsers, icon: <Users aria-hidden="true" />, tint: 'bg-sky-100 text-sky-800' },
  { key: 'activePets', label: messages.activePets, icon: <PawPrint aria-hidden="true" />, tint: 'bg-emerald-100 text-emerald-800' },
  { key: 'totalAppointments', label: messages.totalAppointments, icon: <CalendarDays aria-hidden="true" />, tint: 'bg-violet-100 text-violet-800' },
  { key: 'premiumBusinesses', label: messages.premiumBusinesses, icon: <Crown aria-hidden="true" />, tint: 'bg-amber-100 text-amber-900' },
  { key: 'pendingContentApproval', label: messages.pendingContentApproval, icon: <ShieldAlert aria-hidden="true" />, tint: 'bg-red-100 text-red-800' },
  { key: 'reunionsThisMonth', label: messages.reunionsThisMonth, icon: <HeartHandshake aria-hidden="true" />, tint: 'bg-pink-100 text-pink-800' },
];

/** /admin and /admin/dashboard. */
export function DashboardPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const analytics = useGetDashboardAnalytics();
  const data = analytics.data;
  return (
    <>
      <AdminPageHeader title={t(messages.title)} description={t(messages.description)} icon={<LayoutDashboard className="size-5" aria-hidden="true" />} />
      {analytics.isError ? (
        <LoadError what={t(messages.what)} error={analytics.error} onRetry={() => analytics.refetch()} />
      ) : (
        <div className="grid gap-6">
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t(messages.counters)}>
            {COUNTERS.map((c) => (
              <li key={c.key}>
                <Card className="gap-0 py-5">
                  <CardContent className="flex items-center gap-4">
                    <span className={`flex size-12 shrink-0 items-center justify-center rounded-2xl [&>svg]:size-6 ${c.tint}`}>{c.icon}</span>
                    <div className="min-w-0">
                      <p className="text-sm font-medium text-muted-foreground">{t(c.label)}</p>
                      {data ? (
                        <p className="font-display text-3xl font-extrabold tabular-nums" data-testid={`counter-${c.key}`}>
                          {data[c.key] as number}
                        </p>
                      ) : (
                        <Skeleton className="mt-1 h-8 w-16" />
                      )}
                    </div>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
          <TrendsCard />
          <div className="grid gap-6 lg:grid-cols-2">
            <Card>
              <IconCardHeader Icon={Tags} title={t(messages.categories)} as="h3" />
              <CardContent>
                {!data ? (
                  <Skeleton className="h-32" />
                ) : (
                  <ul className="divide-y divide-border">
                    {data.categoryDistribution.map((d) => (
                      <li key={d.category} className="flex items-center justify-between py-2.5 text-sm">
                        <span className="font-medium">{categoryText(d.category, intl)}</span>
                        <span className="rounded-full bg-muted px-2.5 py-0.5 font-semibold tabular-nums">{d.count}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
            <Card>
              <IconCardHeader Icon={Activity} title={t(messages.recentActivity)} as="h3" />
              <CardContent>
                {!data ? (
                  <Skeleton className="h-32" />
                ) : data.recentActivity.length === 0 ? (
                  <p className="py-6 text-center text-sm text-muted-foreground">{t(messages.noRecentActivity)}</p>
                ) : (
                  <ol className="grid gap-3">
                    {data.recentActivity.slice(0, LIMITS.recentActivityItems).map((a) => (
                      <li key={a.id} className="flex gap-3 text-sm">
                        <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                        <div>
                          <p className="font-medium">{a.description}</p>
                          <p className="text-xs text-muted-foreground">
                            <time dateTime={a.timestamp}>{formatDateTime(a.timestamp, intl)}</time>
                          </p>
                        </div>
                      </li>
                    ))}
                  </ol>
                )}
              </CardContent>
            </Card>
          </div>
        </div>
      )}
    </>
  );
}
