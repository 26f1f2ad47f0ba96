import { defineMessages } from 'react-intl';
import { Sparkles } from 'lucide-react';
import type { Business } from '@pawpals/contracts';
import { Card, CardContent, CardDescription, Label, Switch, IconCardHeader, useIntl } from '@pawpals/ui';
import { useTogglePremium } from './api/toggle-premium';

const messages = defineMessages({
  title: { id: 'account.premium.title', defaultMessage: 'Premium Features' },
  description: {
    id: 'account.premium.description',
    defaultMessage: 'Featured listings appear at the top of search results with a ‘Featured’ badge.',
  },
  listing: { id: 'account.premium.listing', defaultMessage: 'Premium listing' },
  active: { id: 'account.premium.active', defaultMessage: 'Premium Active — your business is featured at the top of search results.' },
});

/** Premium Features: a toggle; when on, 'Premium Active' and the listing is featured first. */
export function PremiumCard({ business }: { business: Business }) {
  const intl = useIntl();
  const toggle = useTogglePremium();
  const premium = business.isPremium === 1;
  return (
    <Card
      className={premium ? 'border-amber-300 ring-1 ring-amber-200' : undefined}
      data-testid="premium-card"
    >
      <IconCardHeader Icon={Sparkles} title={intl.formatMessage(messages.title)} iconClassName="text-amber-500">
        <CardDescription>
          {intl.formatMessage(messages.description)}
        </CardDescription>
      </IconCardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center justify-between gap-4 rounded-2xl bg-muted/60 p-4">
          <Label htmlFor="premium-switch" className="text-base">
            {intl.formatMessage(messages.listing)}
          </Label>
          <Switch
            id="premium-switch"
            checked={premium}
            disabled={toggle.isPending}
            onCheckedChange={(checked) => toggle.mutate({ id: business.id, isPremium: checked ? 1 : 0 })}
          />
        </div>
        {premium ? (
          <p
            role="status"
            className="flex items-center gap-2 rounded-2xl bg-amber-50 p-4 text-sm font-semibold text-amber-900"
            data-testid="premium-active"
          >
            <Sparkles className="size-4" aria-hidden="true" /> {intl.formatMessage(messages.active)}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
