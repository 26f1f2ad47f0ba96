import type { RefObject } from 'react';
import { BrandMark, Separator, Sheet, SheetContent, SheetDescription, SheetTitle } from '@pawpals/ui';
import { HeaderLink } from './HeaderLink';
import type { NavLink } from './nav-links';

/** The header's side menu on narrow screens (loaded on demand by Header). */
export function MobileMenu({
  open,
  onOpenChange,
  common,
  account,
  returnFocusTo,
}: {
  open: boolean;
  /** The button that opened it: focus goes back there on close (it is not a Radix trigger, so Radix can't). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  onOpenChange: (open: boolean) => void;
  common: NavLink[];
  account: NavLink[];
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <BrandMark withTagline />
        <Separator />
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {common.map((link) => (
            <HeaderLink key={link.to} link={link} onNavigate={() => onOpenChange(false)} className="text-base" />
          ))}
          {account.length ? <Separator className="my-2" /> : null}
          {account.map((link) => (
            <HeaderLink key={link.to + link.label} link={link} onNavigate={() => onOpenChange(false)} className="text-base" />
          ))}
        </nav>
      </SheetContent>
    </Sheet>
  );
}
