import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { defineMessages } from 'react-intl';
import { useIntl } from '../i18n';
import { cn } from '../lib/cn';
import { Button } from './button';
import { usePortalContainer } from '../lib/portal-container';

const messages = defineMessages({
  close: { id: 'ui.dialog.close', defaultMessage: 'Close' },
  closeMenu: { id: 'ui.dialog.closeMenu', defaultMessage: 'Close menu' },
  cancel: { id: 'ui.dialog.cancel', defaultMessage: 'Cancel' },
});

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** Portal, overlay, content and close button: the frame both the centred dialog and the side sheet share. */
function ModalFrame({
  overlayClassName,
  closeClassName,
  closeIconClassName,
  closeLabel,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  overlayClassName: string;
  closeClassName: string;
  closeIconClassName: string;
  closeLabel: string;
}) {
  const container = usePortalContainer();
  return (
    <DialogPrimitive.Portal container={container}>
      <DialogPrimitive.Overlay className={overlayClassName} />
      <DialogPrimitive.Content {...props}>
        {children}
        <DialogPrimitive.Close className={closeClassName}>
          <X className={closeIconClassName} aria-hidden="true" />
          <span className="sr-only">{closeLabel}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogContent({ className, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  const intl = useIntl();
  return (
    <ModalFrame
      overlayClassName="fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-[2px]"
      closeClassName="absolute right-4 top-4 rounded-lg p-1 text-muted-foreground opacity-80 transition hover:bg-accent hover:opacity-100 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      closeIconClassName="size-4"
      closeLabel={intl.formatMessage(messages.close)}
      className={cn(
        'fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-3xl border border-border bg-card p-6 shadow-xl',
        className,
      )}
      {...props}
    />
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 text-left', className)} {...props} />;
}
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}
/** The footer of a form in a dialog: a button that closes it without acting ('Cancel'), then the form's own actions. */
export function DialogFormFooter({ cancelLabel, children }: { cancelLabel?: ReactNode; children: ReactNode }) {
  const intl = useIntl();
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="ghost">
          {cancelLabel ?? intl.formatMessage(messages.cancel)}
        </Button>
      </DialogClose>
      {children}
    </DialogFooter>
  );
}
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-bold leading-none', className)} {...props} />;
}
export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

const SHEET_SIDES = {
  left: 'inset-y-0 left-0 h-full w-4/5 max-w-sm border-r border-border',
  right: 'inset-y-0 right-0 h-full w-4/5 max-w-sm border-l border-border',
  // A phone's bottom sheet (filters): the thumb reaches it, and the page stays visible above it.
  bottom: 'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-3xl border-t border-border',
} as const;

/** A dialog that slides in from a side: the mobile menu (left) and the phone's filter sheets (bottom) use it. */
export function SheetContent({
  className,
  side = 'left',
  closeLabel,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { side?: keyof typeof SHEET_SIDES; closeLabel?: string }) {
  const intl = useIntl();
  return (
    <ModalFrame
      overlayClassName="fixed inset-0 z-50 bg-stone-950/50"
      closeClassName="absolute right-4 top-4 rounded-lg p-1 text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      closeIconClassName="size-5"
      closeLabel={closeLabel ?? intl.formatMessage(messages.closeMenu)}
      className={cn('fixed z-50 flex flex-col gap-4 overflow-y-auto bg-card p-6 shadow-xl', SHEET_SIDES[side], className)}
      {...props}
    />
  );
}
export const Sheet = Dialog;
export const SheetTrigger = DialogTrigger;
export const SheetClose = DialogClose;
export const SheetTitle = DialogTitle;
export const SheetDescription = DialogDescription;
