import { defineMessages, type MessageDescriptor } from 'react-intl';
import { Settings } from 'lucide-react';
import type { SettingsCategories } from '@pawpals/contracts';
import { Badge, Card, CardContent, CardHeader, CardTitle, Skeleton, useIntl } from '@pawpals/ui';
import { AdminPageHeader, LoadError } from '../shared/AdminPage';
import { useGetSettingsCategories } from './api/get-settings-categories';

const messages = defineMessages({
  businessCategories: { id: 'admin.settings.businessCategories', defaultMessage: 'Business Categories' },
  priceRanges: { id: 'admin.settings.priceRanges', defaultMessage: 'Price Ranges' },
  appointmentStatuses: { id: 'admin.settings.appointmentStatuses', defaultMessage: 'Appointment Statuses' },
  adminRoles: { id: 'admin.settings.adminRoles', defaultMessage: 'Admin Roles' },
  title: { id: 'admin.settings.title', defaultMessage: 'Settings' },
  description: { id: 'admin.settings.description', defaultMessage: 'The fixed lists the platform works with (read-only)' },
  what: { id: 'admin.settings.loadWhat', defaultMessage: 'the settings' },
});

// The values themselves are the platform's codes (groomer, pet_store, super_admin): shown as they are.
const SECTIONS: { key: keyof SettingsCategories; title: MessageDescriptor }[] = [
  { key: 'businessCategories', title: messages.businessCategories },
  { key: 'priceRanges', title: messages.priceRanges },
  { key: 'appointmentStatuses', title: messages.appointmentStatuses },
  { key: 'adminRoles', title: messages.adminRoles },
];

/** /admin/settings: read-only lists. */
export function SettingsPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const settings = useGetSettingsCategories();
  return (
    <>
      <AdminPageHeader title={t(messages.title)} description={t(messages.description)} icon={<Settings className="size-5" aria-hidden="true" />} />
      {settings.isError ? (
        <LoadError what={t(messages.what)} error={settings.error} onRetry={() => settings.refetch()} />
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {SECTIONS.map((s) => (
            <Card key={s.key}>
              <CardHeader>
                <CardTitle>{t(s.title)}</CardTitle>
              </CardHeader>
              <CardContent>
                {settings.data ? (
                  <ul className="flex flex-wrap gap-2" aria-label={t(s.title)}>
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
