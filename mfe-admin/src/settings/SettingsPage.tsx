import { Settings } from 'lucide-react';
import type { SettingsCategories } from '@pawpals/contracts';
import { Badge, Card, CardContent, CardHeader, CardTitle, Skeleton } from '@pawpals/ui';
import { AdminPageHeader, LoadError } from '../shared/AdminPage';
import { useGetSettingsCategories } from './api/get-settings-categories';

const SECTIONS: { key: keyof SettingsCategories; title: string }[] = [
  { key: 'businessCategories', title: 'Business Categories' },
  { key: 'priceRanges', title: 'Price Ranges' },
  { key: 'appointmentStatuses', title: 'Appointment Statuses' },
  { key: 'adminRoles', title: 'Admin Roles' },
];

/** /admin/settings: read-only lists. */
export function SettingsPage() {
  const settings = useGetSettingsCategories();
  return (
    <>
      <AdminPageHeader title="Settings" description="The fixed lists the platform works with (read-only)" icon={<Settings className="size-5" aria-hidden="true" />} />
      {settings.isError ? (
        <LoadError what="the settings" error={settings.error} onRetry={() => settings.refetch()} />
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {SECTIONS.map((s) => (
            <Card key={s.key}>
              <CardHeader>
                <CardTitle>{s.title}</CardTitle>
              </CardHeader>
              <CardContent>
                {settings.data ? (
                  <ul className="flex flex-wrap gap-2" aria-label={s.title}>
                    {settings.data[s.key].map((value) => (
                      <li key={value}>
                        <Badge variant="outline" className="px-3 py-1 text-sm font-medium">
                          {value}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <Skeleton className="h-8" />
                )}
              </CardContent>
            </Card>
          ))}
        </div>
      )}
    </>
  );
}
