import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LucideIcon } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, type ButtonProps } from '@pawpals/ui';

/** Building blocks shared by the informational pages and the landing page (which is eager: keep these small). */

const TILE_SIZES = { sm: ['size-11', 'size-5'], md: ['size-12', 'size-6'], lg: ['size-14', 'size-7'] } as const;
const ACCENT = 'bg-accent text-accent-foreground';

/** An icon on a rounded, tinted square. */
export function IconTile({
  Icon,
  size = 'md',
  tone = ACCENT,
  className,
}: {
  Icon: LucideIcon;
  size?: keyof typeof TILE_SIZES;
  tone?: string;
  className?: string;
}) {
  const [box, glyph] = TILE_SIZES[size];
  return (
    <span className={`${className ? `${className} ` : ''}flex ${box} items-center justify-center rounded-2xl ${tone}`}>
      <Icon className={glyph} aria-hidden="true" />
    </span>
  );
}

/**
 * A card headed by an icon tile and a title. `description` sits in the header under the title; `text` (a relaxed
 * description) or `children` fill the card's content. `compact`: a smaller tile and no gap under it.
 */
export function IconCard({
  Icon,
  title,
  titleClassName,
  description,
  text,
  children,
  tone,
  compact = false,
  className,
}: {
  Icon: LucideIcon;
  title: ReactNode;
  titleClassName?: string;
  description?: ReactNode;
  text?: string;
  children?: ReactNode;
  tone?: string;
  compact?: boolean;
  className?: string;
}) {
  const content = text ? <CardDescription className="leading-relaxed">{text}</CardDescription> : children;
  return (
    <Card className={className}>
      <CardHeader>
        {compact ? <IconTile Icon={Icon} size="sm" tone={tone} /> : <IconTile Icon={Icon} tone={tone} className="mb-2" />}
        <CardTitle className={titleClassName ?? (compact ? 'mt-2' : undefined)}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      {content ? <CardContent>{content}</CardContent> : null}
    </Card>
  );
}

/** A centred section heading. */
export function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-center font-display text-3xl font-extrabold tracking-tight">
      {children}
    </h2>
  );
}

export type LinkButton = { to: string; label: ReactNode; variant?: ButtonProps['variant']; className?: string };

/** A row of large buttons that are links. */
export function LinkButtons({ links, className }: { links: LinkButton[]; className: string }) {
  return (
    <div className={className}>
      {links.map(({ to, label, variant, className: buttonClassName }) => (
        <Button key={to} asChild size="lg" variant={variant} className={buttonClassName}>
          <Link to={to}>{label}</Link>
        </Button>
      ))}
    </div>
  );
}
