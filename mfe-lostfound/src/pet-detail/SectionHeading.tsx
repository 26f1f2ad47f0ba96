import type { LucideIcon } from 'lucide-react';

/** The heading of a section of a pet's page (matches, sightings, nearest vets): an icon, then the title. */
export function SectionHeading({ Icon, children }: { Icon: LucideIcon; children: string }) {
  return (
    <h2 className="flex items-center gap-2 font-display text-lg font-bold">
      <Icon className="size-5 text-primary" aria-hidden="true" /> {children}
    </h2>
  );
}
