import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from './cx.ts';

type TDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  /** Hide the title visually (it is still the dialog's accessible name). */
  isTitleHidden?: boolean;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
  /** Shown above the title, e.g. an icon or a step indicator. */
  header?: ReactNode;
  /** Whether Escape and clicking outside close it (default true). */
  isDismissible?: boolean;
};

const WIDTHS = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl' } as const;

/** A modal dialog: focus trapped, Escape and the close button close it, background inert. */
export const Dialog = ({ open, onOpenChange, title, description, isTitleHidden, size = 'md', children, header, isDismissible = true }: TDialogProps) => (
  <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-brand-950/55 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
      <RadixDialog.Content
        className={cx(
          'fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
          'rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-stone-900/5 focus:outline-none sm:p-8 data-[state=open]:animate-fade-in',
          WIDTHS[size],
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onEscapeKeyDown={(event) => {
          if (!isDismissible) event.preventDefault();
        }}
        onPointerDownOutside={(event) => {
          if (!isDismissible) event.preventDefault();
        }}
        onInteractOutside={(event) => {
          if (!isDismissible) event.preventDefault();
        }}
      >
        {header}
        <RadixDialog.Title className={isTitleHidden ? 'sr-only' : 'text-2xl font-bold tracking-tight text-brand-950'}>{title}</RadixDialog.Title>
        {description ? (
          <RadixDialog.Description className="mt-1.5 text-[0.95rem] text-stone-600">{description}</RadixDialog.Description>
        ) : null}
        <div className="mt-6">{children}</div>
        {isDismissible && (
          <RadixDialog.Close
            className="absolute right-3 top-3 inline-flex size-10 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-stone-800"
            aria-label="Close"
          >
            <X className="size-5" aria-hidden="true" />
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  </RadixDialog.Root>
);
