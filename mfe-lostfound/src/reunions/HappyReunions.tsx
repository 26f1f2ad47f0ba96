import { Link } from 'react-router-dom';
import { Heart, PawPrint } from 'lucide-react';
import { defineMessage, defineMessages } from 'react-intl';
import { Photo, photoPlaceholderOf, SectionMessages, useIntl } from '@pawpals/ui';
import { lostFoundCatalog } from '../i18n/catalog';
import { speciesArg } from '../shared/pet-words';
import { useListReunions } from './list-reunions';

const messages = defineMessages({
  heading: { id: 'lostfound.reunions.heading', defaultMessage: 'Happy reunions' },
  namedHome: defineMessage<{ name: string }>({
    id: 'lostfound.reunions.namedHome',
    defaultMessage: '{name} is home!',
  }),
  unnamedHome: defineMessage<{ type: string; species: string }>({
    id: 'lostfound.reunions.unnamedHome',
    defaultMessage:
      'A {type, select, lost {lost} other {found}} {species, select, dog {dog} cat {cat} bird {bird} rabbit {rabbit} reptile {reptile} smallAnimal {small animal} otherSpecies {other} other {pet}} is home!',
  }),
  note: defineMessage<{ note: string }>({ id: 'lostfound.reunions.note', defaultMessage: '“{note}”' }),
});

/**
 * "Happy reunions": the newest pets back home, with their posters' thank-you notes. Shown on the board and
 * (exposed to the shell) on the landing page; nothing at all while there are none.
 */
// Exposed to the shell on its own (the landing page), so it brings the section's catalog itself.
export default function HappyReunions() {
  return (
    <SectionMessages load={lostFoundCatalog}>
      <HappyReunionsList />
    </SectionMessages>
  );
}

function HappyReunionsList() {
  const intl = useIntl();
  const reunions = useListReunions();
  if (!reunions.data?.length) return null;
  const heading = intl.formatMessage(messages.heading);
  return (
    <section
      aria-labelledby="happy-reunions-title"
      className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8"
      data-testid="happy-reunions"
    >
      <h2
        id="happy-reunions-title"
        className="flex items-center gap-2 font-display text-2xl font-extrabold tracking-tight"
      >
        <Heart className="size-6 fill-rose-500 text-rose-500" aria-hidden="true" /> {heading}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {reunions.data.map((r) => (
          <li key={r.id}>
            <Link
              to={`/lost-found/${r.id}`}
              className="flex h-full gap-4 rounded-3xl border border-border bg-card p-4 shadow-sm transition hover:shadow-md"
              data-testid="reunion"
            >
              <span className="size-20 shrink-0 overflow-hidden rounded-2xl bg-muted">
                <Photo
                  src={r.photoUrl}
                  alt=""
                  width={80}
                  height={80}
                  sizes="80px"
                  placeholder={photoPlaceholderOf(r)}
                  className="size-full object-cover"
                  fallback={
                    <PawPrint className="m-auto mt-6 size-8 text-muted-foreground" aria-hidden="true" />
                  }
                />
              </span>
              <span className="grid content-start gap-1">
                <strong className="font-display">
                  {r.petName
                    ? intl.formatMessage(messages.namedHome, { name: r.petName })
                    : intl.formatMessage(messages.unnamedHome, {
                        type: r.type,
                        species: speciesArg(r.species),
                      })}
                </strong>
                <span className="text-sm text-muted-foreground">
                  {intl.formatMessage(messages.note, { note: r.thankYouNote })}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
