import { Link } from 'react-router-dom';
import { LayoutDashboard } from 'lucide-react';
import { useCurrentUser } from '@pawpals/session';
import { Avatar, AvatarFallback, AvatarImage, Button, ComingSoonPanel, PageContainer } from '@pawpals/ui';

/** /dashboard — welcome header from the session; counts and tabs arrive with the dashboard release. */
export function DashboardPage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase();
  return (
    <PageContainer className="py-10 sm:py-14">
      <div className="flex flex-col items-start gap-5 rounded-3xl bg-gradient-to-br from-orange-100 to-amber-50 p-6 sm:flex-row sm:items-center sm:p-8">
        <Avatar className="size-20 border-4 border-white shadow-md">
          {user.profileImageUrl ? <AvatarImage src={user.profileImageUrl} alt="" /> : null}
          <AvatarFallback className="text-2xl">{initials}</AvatarFallback>
        </Avatar>
        <div>
          <h1 className="font-display text-3xl font-extrabold tracking-tight">Welcome back, {user.firstName}!</h1>
          <p className="mt-1 text-muted-foreground">{user.email}</p>
        </div>
      </div>
      <div className="mt-8">
        <ComingSoonPanel
          icon={<LayoutDashboard className="size-8" aria-hidden="true" />}
          title="Your dashboard is coming soon"
          actions={
            <>
              <Button asChild>
                <Link to="/services">Browse Services</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/lost-found">Lost &amp; Found</Link>
              </Button>
            </>
          }
        >
          <p>Your favourites, appointments, reviews and lost &amp; found posts will all be gathered here in one place.</p>
        </ComingSoonPanel>
      </div>
    </PageContainer>
  );
}
