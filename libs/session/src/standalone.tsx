import { Link } from 'react-router-dom';
import { BrandMark } from '@pawpals/ui';

/** Top bar of a remote's standalone harness (local work only; the shell has the real header). */
export function StandaloneBar({ section, links }: { section: string; links: { to: string; label: string }[] }) {
  return (
    <header className="border-b border-border bg-card">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-4 py-3">
        <Link to="/" aria-label="PawPals home">
          <BrandMark />
        </Link>
        <span className="rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground">{section} · standalone</span>
        <nav aria-label="Section pages" className="ml-auto flex flex-wrap gap-3 text-sm font-medium">
          {links.map((l) => (
            <Link key={l.to} to={l.to} className="rounded-lg px-2 py-1 hover:bg-accent">
              {l.label}
            </Link>
          ))}
        </nav>
      </div>
    </header>
  );
}
