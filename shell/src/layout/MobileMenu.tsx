import type { RefObject } from 'react';
import { defineMessages } from 'react-intl';
import { BrandMark, Separator, Sheet, SheetContent, SheetDescription, SheetTitle, useIntl } from '@pawpals/ui';
import { LanguageSwitch } from './LanguageSwitch';
import { HeaderLink } from './HeaderLink';
import type { NavLink } from './nav-links';

const messages = defineMessages({
  menu: { id: 'shell.mobileMenu.title', defaultMessage: 'Menu' },
  description: { id: 'shell.mobileMenu.description', defaultMessage: 'Site navigation' },
  nav: { id: 'shell.mobileMenu.nav', defaultMessage: 'Mobile' },
});

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
  const intl = useIntl();
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
        <SheetTitle className="sr-only">{intl.formatMessage(messages.menu)}</SheetTitle>
        <SheetDescription className="sr-only">{intl.formatMessage(messages.description)}</SheetDescription>
        <BrandMark withTagline />
        <Separator />
        <nav aria-label={intl.formatMessage(messages.nav)} className="flex flex-col gap-1">
          {common.map((link) => (
            <HeaderLink key={link.to} link={link} onNavigate={() => onOpenChange(false)} className="text-base" />
          ))}
          {account.length ? <Separator className="my-2" /> : null}
          {account.map((link) => (
            <HeaderLink key={link.to + link.label.id} link={link} onNavigate={() => onOpenChange(false)} className="text-base" />
          ))}
          <Separator className="my-2" />
          <LanguageSwitch className="text-base" onNavigate={() => onOpenChange(false)} />
        </nav>
      </SheetContent>
    </Sheet>
  );
}
