import { Link } from 'react-router-dom';
import { Heart, PawPrint } from 'lucide-react';
import { Photo, photoPlaceholderOf } from '@pawpals/ui';
import { useListReunions } from './list-reunions';

/**
 * "Happy reunions": the newest pets back home, with their posters' thank-you notes. Shown on the board and
 * (exposed to the shell) on the landing page; nothing at all while there are none.
 */
export default function HappyReunions() {
  const reunions = useListReunions();
  if (!reunions.data?.length) return null;
  return (
    <section aria-labelledby="happy-reunions-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8" data-testid="happy-reunions">
      <h2 id="happy-reunions-title" className="flex items-center gap-2 font-display text-2xl font-extrabold tracking-tight">
        <Heart className="size-6 fill-rose-500 text-rose-500" aria-hidden="true" /> Happy reunions
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {reunions.data.map((r) => (
          <li key={r.id}>
            <Link to={`/lost-found/${r.id}`} className="flex h-full gap-4 rounded-3xl border border-border bg-card p-4 shadow-sm transition hover:shadow-md" data-testid="reunion">
              <span className="size-20 shrink-0 overflow-hidden rounded-2xl bg-muted">
                <Photo src={r.photoUrl} alt="" width={80} height={80} sizes="80px" placeholder={photoPlaceholderOf(r)} className="size-full object-cover" fallback={<PawPrint className="m-auto mt-6 size-8 text-muted-foreground" aria-hidden="true" />} />
              </span>
              <span className="grid content-start gap-1">
                <strong className="font-display">{r.petName ?? `A ${r.type} ${r.species ?? 'pet'}`} is home!</strong>
                <span className="text-sm text-muted-foreground">“{r.thankYouNote}”</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
