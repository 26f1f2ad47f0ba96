import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PawPrint } from 'lucide-react';
import { HeadedCard, TintedPage } from '@pawpals/ui';

/** An AuthCard's footer: a question and the link that answers it ("Already have an account? Log in"). */
export interface AuthFooter {
  question?: string;
  to: string;
  label: string;
}

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
  footer?: AuthFooter;
  wide?: boolean;
}) {
  return (
    <TintedPage className="flex justify-center py-12 sm:py-16">
      <HeadedCard
        icon={icon ?? <PawPrint className="size-7" aria-hidden="true" />}
        tile="bg-primary text-primary-foreground"
        title={title}
        description={description}
        footer={footer ? <AuthFooterLink {...footer} /> : undefined}
        className={`${wide ? 'max-w-3xl' : 'max-w-md'} shadow-orange-900/5`}
      >
        {children}
      </HeadedCard>
    </TintedPage>
  );
}

function AuthFooterLink({ question, to, label }: AuthFooter) {
  return (
    <>
      {question ? `${question} ` : null}
      <Link to={to} className="font-semibold text-primary underline-offset-4 hover:underline">
        {label}
      </Link>
    </>
  );
}
