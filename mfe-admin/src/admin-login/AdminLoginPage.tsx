import { Link } from 'react-router-dom';
import { ShieldCheck } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, PageContainer } from '@pawpals/ui';

/** /admin/login — the Admin Portal sign-in arrives with the admin release. */
export function AdminLoginPage() {
  return (
    <PageContainer className="flex justify-center py-16">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="justify-items-center">
          <span className="mb-2 flex size-14 items-center justify-center rounded-2xl bg-stone-900 text-white">
            <ShieldCheck className="size-7" aria-hidden="true" />
          </span>
          <CardTitle className="text-2xl">
            Admin Portal
          </CardTitle>
          <CardDescription>Administrator sign-in is being set up and will open here soon.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link to="/">Back to PawPals</Link>
          </Button>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
