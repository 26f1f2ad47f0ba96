import { Toast as ToastPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { defineMessages } from 'react-intl';
import { useIntl } from '../i18n';
import { cn } from '../lib/cn';
import { TOAST_DURATION_MS, useToastStore, type ToastVariant } from './toast-store';

const messages = defineMessages({
  close: { id: 'ui.toaster.close', defaultMessage: 'Close' },
});

const variantClass: Record<ToastVariant, string> = {
  default: 'border-border bg-card text-foreground',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  destructive: 'border-destructive bg-destructive text-white',
};

/** Renders the shared toast store. Mount once, in the shell (or a remote's standalone harness). */
export function Toaster() {
  const intl = useIntl();
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  const remove = useToastStore((s) => s.remove);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map((t) => {
        const variant = t.variant ?? 'default';
        return (
          <ToastPrimitive.Root
            key={t.id}
            open={t.open}
            duration={t.duration ?? TOAST_DURATION_MS}
            type={variant === 'destructive' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) {
                dismiss(t.id);
                setTimeout(() => remove(t.id), 200);
              }
            }}
            data-slot="toast"
            data-variant={variant}
            className={cn(
              'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-2xl border p-4 pr-10 shadow-lg transition-all data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[state=closed]:opacity-0',
              variantClass[variant],
            )}
          >
            <div className="grid gap-1">
              {t.title ? <ToastPrimitive.Title className="text-sm font-bold">{t.title}</ToastPrimitive.Title> : null}
              {t.description ? <ToastPrimitive.Description className="text-sm opacity-95">{t.description}</ToastPrimitive.Description> : null}
            </div>
            <ToastPrimitive.Close
              aria-label={intl.formatMessage(messages.close)}
              className="absolute right-2 top-2 rounded-lg p-1 opacity-80 transition hover:opacity-100 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <X className="size-4" aria-hidden="true" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
