import type { ReactNode } from 'react';
import { Card, CardContent } from '@pawpals/ui';

/** One entry of an admin list (a member, a report, an audit entry…): a compact card as its list item. */
export function ListItemCard({ testId, className, children }: { testId: string; className: string; children: ReactNode }) {
  return (
    <li>
      <Card className="gap-0 py-4" data-testid={testId}>
        <CardContent className={className}>{children}</CardContent>
      </Card>
    </li>
  );
}
