/** A list with a small coloured dot before each line. */
export function BulletList({ items, className, dot }: { items: string[]; className: string; dot: 'bg-primary' | 'bg-secondary' }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span className={`mt-1.5 size-1.5 shrink-0 rounded-full ${dot}`} aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
