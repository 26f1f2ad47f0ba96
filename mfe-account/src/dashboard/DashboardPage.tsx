import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CalendarDays, Heart, PawPrint, Settings, Star, type LucideIcon } from 'lucide-react';
import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';
import { useCurrentUser } from '@pawpals/session';
import {
  Avatar,
  AvatarFallback,
  AvatarImage,
  Button,
  PageContainer,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  useIntl,
} from '@pawpals/ui';
import { PetAlertsCard } from '../pet-alerts/PetAlertsCard';
import { initialsOf } from '../shared/format';
import { useListFavorites } from './api/list-favorites';
import { useListMyAppointments } from './api/list-my-appointments';
import { useListMyLostFoundPets } from './api/list-my-lost-found-pets';
import { useListMyReviews } from './api/list-my-reviews';
import { InboxSection } from './InboxSection';
import { AppointmentsTab } from './tabs/AppointmentsTab';
import { FavoritesTab } from './tabs/FavoritesTab';
import { PostsTab } from './tabs/PostsTab';
import { ReviewsTab } from './tabs/ReviewsTab';
import { NO_FIGURE } from '../shared/messages';

const messages = defineMessages<{
  readonly favorites: NoMessageValues;
  readonly reviews: NoMessageValues;
  readonly appointments: NoMessageValues;
  readonly posts: NoMessageValues;
  readonly myPosts: NoMessageValues;
  readonly welcome: { readonly name: MessageValue };
  readonly settings: NoMessageValues;
  readonly activity: NoMessageValues;
}>({
  favorites: { id: 'account.dashboard.favorites', defaultMessage: 'Favorites' },
  reviews: { id: 'account.dashboard.reviews', defaultMessage: 'Reviews' },
  appointments: { id: 'account.dashboard.appointments', defaultMessage: 'Appointments' },
  posts: { id: 'account.dashboard.posts', defaultMessage: 'Lost/Found Posts' },
  myPosts: { id: 'account.dashboard.myPosts', defaultMessage: 'My Posts' },
  welcome: { id: 'account.dashboard.welcome', defaultMessage: 'Welcome back, {name}!' },
  settings: { id: 'account.dashboard.settings', defaultMessage: 'Settings' },
  activity: { id: 'account.dashboard.activity', defaultMessage: 'Your activity' },
});

const TABS = ['favorites', 'appointments', 'reviews', 'posts'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => !!v && (TABS as readonly string[]).includes(v);

/**
 * /dashboard (docs/product.md#member-dashboard): welcome header, four count cards, the four tabs, the inbox
 * (conversations with businesses and about lost & found posts, one tab each) and the alert area with its
 * alert mail. The open tab is kept in `?tab=` so a link (or Back) can return to it.
 */
export function DashboardPage() {
  const intl = useIntl();
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const favorites = useListFavorites();
  const reviews = useListMyReviews();
  const appointments = useListMyAppointments();
  const posts = useListMyLostFoundPets();
  const tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'favorites';

  if (!user) return null;
  // `testId` stays the English label in every language (count-Favorites, …): tests and journeys find the cards by it.
  const counts: { testId: string; label: string; count: number | undefined; Icon: LucideIcon; tint: string }[] = [
    { testId: 'Favorites', label: intl.formatMessage(messages.favorites), count: favorites.data?.length, Icon: Heart, tint: 'bg-rose-100 text-rose-700' },
    { testId: 'Reviews', label: intl.formatMessage(messages.reviews), count: reviews.data?.length, Icon: Star, tint: 'bg-amber-100 text-amber-800' },
    {
      testId: 'Appointments',
      label: intl.formatMessage(messages.appointments),
      count: appointments.data?.length,
      Icon: CalendarDays,
      tint: 'bg-sky-100 text-sky-800',
    },
    { testId: 'Lost/Found Posts', label: intl.formatMessage(messages.posts), count: posts.data?.length, Icon: PawPrint, tint: 'bg-teal-100 text-teal-800' },
  ];
  return (
    <PageContainer className="grid gap-8 py-10 sm:py-14">
      <header className="flex flex-col items-start gap-5 rounded-3xl bg-gradient-to-br from-orange-100 to-amber-50 p-6 sm:flex-row sm:items-center sm:p-8">
        <Avatar className="size-20 border-4 border-white shadow-md">
          {user.profileImageUrl ? <AvatarImage src={user.profileImageUrl} alt="" /> : null}
          <AvatarFallback className="text-2xl">{initialsOf(user.firstName, user.lastName)}</AvatarFallback>
        </Avatar>
        <div>
          <h1 className="font-display text-3xl font-extrabold tracking-tight">
            {intl.formatMessage(messages.welcome, { name: user.firstName })}
          </h1>
          <p className="mt-1 text-muted-foreground">{user.email}</p>
        </div>
        <Button asChild variant="outline" className="bg-white/70 sm:ml-auto">
          <Link to="/settings">
            <Settings aria-hidden="true" />
            {intl.formatMessage(messages.settings)}
          </Link>
        </Button>
      </header>

      <section aria-label={intl.formatMessage(messages.activity)} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {counts.map(({ testId, label, count, Icon, tint }) => (
          <CountCard key={testId} testId={testId} label={label} count={count} icon={<Icon className="size-5" aria-hidden="true" />} tint={tint} />
        ))}
      </section>

      <Tabs
        value={tab}
        onValueChange={(value) => {
          const next = new URLSearchParams(params);
          next.set('tab', value);
          setParams(next, { replace: true });
        }}
      >
        <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:grid-cols-4">
          <TabsTrigger value="favorites">{intl.formatMessage(messages.favorites)}</TabsTrigger>
          <TabsTrigger value="appointments">{intl.formatMessage(messages.appointments)}</TabsTrigger>
          <TabsTrigger value="reviews">{intl.formatMessage(messages.reviews)}</TabsTrigger>
          <TabsTrigger value="posts">{intl.formatMessage(messages.myPosts)}</TabsTrigger>
        </TabsList>
        <TabsContent value="favorites">
          <FavoritesTab favorites={favorites.data ?? []} isLoading={favorites.isLoading} />
        </TabsContent>
        <TabsContent value="appointments">
          <AppointmentsTab appointments={appointments.data ?? []} isLoading={appointments.isLoading} />
        </TabsContent>
        <TabsContent value="reviews">
          <ReviewsTab reviews={reviews.data ?? []} isLoading={reviews.isLoading} />
        </TabsContent>
        <TabsContent value="posts">
          <PostsTab posts={posts.data ?? []} isLoading={posts.isLoading} />
        </TabsContent>
      </Tabs>

      <InboxSection />

      <PetAlertsCard />
    </PageContainer>
  );
}

function CountCard({
  testId,
  label,
  count,
  icon,
  tint,
}: {
  testId: string;
  label: string;
  count: number | undefined;
  icon: ReactNode;
  tint: string;
}) {
  return (
    <div
      className="flex items-center gap-4 rounded-3xl border border-border bg-card p-5 shadow-xs"
      data-testid="count-card"
    >
      <span className={`flex size-11 shrink-0 items-center justify-center rounded-2xl ${tint}`}>{icon}</span>
      <div>
        <p className="font-display text-3xl font-extrabold leading-none" data-testid={`count-${testId}`}>
          {count ?? NO_FIGURE}
        </p>
        <p className="mt-1 text-sm font-medium text-muted-foreground">{label}</p>
      </div>
    </div>
  );
}
