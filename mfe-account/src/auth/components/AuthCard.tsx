import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PawPrint } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, PageContainer } from '@pawpals/ui';

/** Frame of the sign-up and login pages: a warm backdrop with one centred card. */
export function AuthCard({
  title,
  description,
  icon,
  children,
  footer,
  wide = false,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="bg-gradient-to-b from-orange-50 via-background to-background">
      <PageContainer className="flex justify-center py-12 sm:py-16">
        <Card className={`w-full ${wide ? 'max-w-3xl' : 'max-w-md'} shadow-lg shadow-orange-900/5`}>
          <CardHeader className="justify-items-center text-center">
            <span className="mb-2 flex size-14 items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-md">
              {icon ?? <PawPrint className="size-7" aria-hidden="true" />}
            </span>
            <h1 className="font-display text-2xl font-extrabold tracking-tight">{title}</h1>
            {description ? <CardDescription className="text-base">{description}</CardDescription> : null}
          </CardHeader>
          <CardContent>{children}</CardContent>
          {footer ? <div className="border-t border-border px-6 pt-5 text-center text-sm text-muted-foreground">{footer}</div> : null}
        </Card>
      </PageContainer>
    </div>
  );
}

/** An AuthCard's footer: a question and the link that answers it ("Already have an account? Log in"). */
export function AuthFooterLink({ question, to, children }: { question?: string; to: string; children: ReactNode }) {
  return (
    <>
      {question ? `${question} ` : null}
      <Link to={to} className="font-semibold text-primary underline-offset-4 hover:underline">
        {children}
      </Link>
    </>
  );
}
