import { Link } from 'react-router-dom';
import { Dog } from 'lucide-react';
import { Button, PageContainer } from '@pawpals/ui';

/** Any path nobody owns (docs/product.md#pages-and-addresses). */
export function NotFoundPage() {
  return (
    <PageContainer className="flex flex-col items-center gap-5 py-20 text-center">
      <span className="flex size-24 items-center justify-center rounded-[2rem] bg-accent text-accent-foreground">
        <Dog className="size-12" aria-hidden="true" />
      </span>
      <h1 className="font-display text-4xl font-extrabold tracking-tight">404 Page Not Found</h1>
      <p className="max-w-md text-lg text-muted-foreground">
        We sniffed everywhere but couldn&apos;t find that page. It may have moved, or the link might be mistyped.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/">Back to home</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/services">Find Services</Link>
        </Button>
      </div>
    </PageContainer>
  );
}
