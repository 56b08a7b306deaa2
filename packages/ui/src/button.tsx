import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from './cx.ts';
import { Spinner } from './spinner.tsx';

export type TButtonVariant = 'primary' | 'accent' | 'secondary' | 'outline' | 'inverse' | 'ghost' | 'danger' | 'link';
export type TButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const VARIANTS: Record<TButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900',
  accent: 'bg-accent-300 text-brand-950 shadow-sm hover:bg-accent-200 active:bg-accent-400',
  secondary: 'bg-brand-50 text-brand-800 hover:bg-brand-100',
  outline: 'border border-stone-300 bg-white text-stone-800 hover:border-brand-600 hover:text-brand-800',
  /** For dark backgrounds. */
  inverse: 'border border-white/50 bg-transparent text-white hover:border-white hover:bg-white/10',
  ghost: 'text-stone-700 hover:bg-stone-100 hover:text-brand-800',
  danger: 'bg-clay-600 text-white shadow-sm hover:bg-clay-700',
  link: 'text-brand-700 underline underline-offset-4 hover:text-brand-900',
};
const SIZES: Record<TButtonSize, string> = {
  sm: 'h-9 px-3 text-sm gap-1.5',
  md: 'h-11 px-5 text-[0.95rem] gap-2',
  lg: 'h-13 px-7 text-base gap-2',
  icon: 'size-10',
};

/** Button look for links and other elements that act as buttons. */
export const buttonClasses = ({ variant = 'primary', size = 'md', isFullWidth = false }: { variant?: TButtonVariant; size?: TButtonSize; isFullWidth?: boolean } = {}) =>
  cx(
    'inline-flex items-center justify-center rounded-xl font-semibold transition-colors select-none',
    'disabled:cursor-not-allowed disabled:opacity-55 aria-disabled:cursor-not-allowed aria-disabled:opacity-55',
    variant === 'link' ? 'h-auto p-0' : SIZES[size],
    VARIANTS[variant],
    isFullWidth && 'w-full',
  );

export type TButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: TButtonVariant;
  size?: TButtonSize;
  isFullWidth?: boolean;
  /** Busy: disabled, with a spinner and `busyText` in place of the label. */
  isBusy?: boolean;
  busyText?: ReactNode;
  ref?: React.Ref<HTMLButtonElement>;
};

export const Button = ({ variant, size, isFullWidth, isBusy = false, busyText, className, children, disabled, type = 'button', ...rest }: TButtonProps) => (
  <button
    type={type}
    className={cx(buttonClasses({ variant, size, isFullWidth }), className)}
    disabled={disabled || isBusy}
    aria-busy={isBusy || undefined}
    {...rest}
  >
    {isBusy ? (
      <>
        <Spinner />
        {busyText ?? children}
      </>
    ) : (
      children
    )}
  </button>
);
