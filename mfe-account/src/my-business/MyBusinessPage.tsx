import { defineMessages } from 'react-intl';
import { Store } from 'lucide-react';
import { removedByModeratorText } from '@pawpals/contracts';
import { InlineAlert, PageContainer, PageHeader, Spinner, useIntl } from '@pawpals/ui';
import { BookingSettingsCard } from '../opening-hours/BookingSettingsCard';
import { OpeningHoursCard } from '../opening-hours/OpeningHoursCard';
import { useGetMyBusiness } from './api/get-my-business';
import { AppointmentRequestsCard } from './AppointmentRequestsCard';
import { BusinessForm } from './BusinessForm';
import { InquiriesCard } from './InquiriesCard';
import { PremiumCard } from './PremiumCard';
import { PhotosCard } from './photos/PhotosCard';
import { InsightsCard } from '../insights/InsightsCard';

const messages = defineMessages({
  loading: { id: 'account.myBusiness.loading', defaultMessage: 'Loading your business' },
  loadFailed: { id: 'account.myBusiness.loadFailed', defaultMessage: 'We could not load your business. Please try again.' },
  manageTitle: { id: 'account.myBusiness.manageTitle', defaultMessage: 'Manage Your Business' },
  createTitle: { id: 'account.myBusiness.createTitle', defaultMessage: 'Create Your Business' },
  manageDescription: {
    id: 'account.myBusiness.manageDescription',
    defaultMessage: 'Keep your listing up to date, answer customers and manage appointment requests.',
  },
  createDescription: {
    id: 'account.myBusiness.createDescription',
    defaultMessage: 'Tell pet owners about your business. Your listing appears in the directory as soon as you create it.',
  },
  notShown: { id: 'account.myBusiness.notShown', defaultMessage: 'Your listing is not shown in the directory.' },
});

/**
 * /my-business (docs/product.md#business-owner-tools): 'Create Your Business' with only the form, or 'Manage
 * Your Business' with the form, Premium Features, Customer Inquiries and, for veterinarians, Appointment
 * Requests.
 */
export function MyBusinessPage() {
  const intl = useIntl();
  const myBusiness = useGetMyBusiness();
  if (myBusiness.isLoading) {
    return (
      <PageContainer className="flex justify-center py-24">
        <Spinner label={intl.formatMessage(messages.loading)} />
      </PageContainer>
    );
  }
  if (myBusiness.isError) {
    return (
      <PageContainer className="py-16">
        <p role="alert" className="text-center text-destructive">
          {intl.formatMessage(messages.loadFailed)}
        </p>
      </PageContainer>
    );
  }
  const business = myBusiness.data ?? null;
  return (
    <PageContainer className="py-10 sm:py-14">
      <PageHeader
        icon={<Store className="size-6" aria-hidden="true" />}
        title={intl.formatMessage(business ? messages.manageTitle : messages.createTitle)}
        description={intl.formatMessage(business ? messages.manageDescription : messages.createDescription)}
      />
      {business?.removedReason ? (
        <InlineAlert boxed className="mt-6 font-medium" data-testid="removed-by-moderator">
          {removedByModeratorText(business.removedReason)}
          <span className="block font-normal">{intl.formatMessage(messages.notShown)}</span>
        </InlineAlert>
      ) : null}
      <div className={business ? 'mt-8 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start' : 'mt-8 max-w-3xl'}>
        <BusinessForm business={business} />
        {business ? (
          <div className="grid gap-8">
            <PremiumCard business={business} />
            <OpeningHoursCard business={business} />
            {business.category === 'veterinarian' ? <BookingSettingsCard business={business} /> : null}
            <PhotosCard business={business} />
          </div>
        ) : null}
      </div>
      {business ? (
        <div className="mt-8 grid gap-8">
          <InsightsCard />
          <InquiriesCard />
          {business.category === 'veterinarian' ? <AppointmentRequestsCard /> : null}
        </div>
      ) : null}
    </PageContainer>
  );
}
