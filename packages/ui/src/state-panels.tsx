// The panels a screen shows instead of its content: nothing there yet, a list that failed to
// load (with Try Again), and a page that cannot be shown at all.
import type { ElementType, ReactNode } from 'react';
import { AlertTriangle, type LucideIcon } from 'lucide-react';
import { Button } from './button.tsx';
import { cx } from './cx.ts';

type TEmptyStateProps = {
  icon: LucideIcon;
  /** The icon circle's colours; brand by default. */
  iconClassName?: string;
  title: string;
  /** The title's element: a heading by default, a paragraph where the panel sits under a heading of its own. */
  titleAs?: ElementType;
  body: ReactNode;
  action?: ReactNode;
  className?: string;
};

/** Nothing to list yet: an icon in a circle, what will appear here, and an optional next step. */
export const EmptyState = ({ icon: Icon, iconClassName = 'bg-brand-50 text-brand-700', title, titleAs: Title = 'h2', body, action, className }: TEmptyStateProps) => (
  <div className={cx('flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center', className)}>
    <span className={cx('inline-flex size-14 items-center justify-center rounded-full', iconClassName)}>
      <Icon className="size-7" aria-hidden="true" />
    </span>
    <Title className="mt-4 text-lg font-bold text-brand-950">{title}</Title>
    <p className="mt-1 max-w-lg text-stone-600">{body}</p>
    {action && <div className="mt-5">{action}</div>}
  </div>
);

type TLoadErrorProps = {
  title: string;
  body: ReactNode;
  onRetry(): void;
  isRetrying: boolean;
  /** The Try Again button's text while it retries; by default the spinner stands beside 'Try Again'. */
  busyText?: string;
  /** The title's element: a heading by default, a paragraph where the panel sits under a heading of its own. */
  titleAs?: ElementType;
};

/** Something on the screen failed to load: what, why, and Try Again. Announced as an alert. */
export const LoadError = ({ title, body, onRetry, isRetrying, busyText, titleAs: Title = 'h2' }: TLoadErrorProps) => (
  <div role="alert" className="flex flex-col items-center rounded-2xl border border-clay-100 bg-clay-50 px-6 py-10 text-center">
    <AlertTriangle className="size-9 text-clay-600" aria-hidden="true" />
    <Title className="mt-3 text-lg font-bold text-clay-700">{title}</Title>
    <p className="mt-1 text-sm text-stone-700">{body}</p>
    <Button className="mt-5" onClick={onRetry} isBusy={isRetrying} busyText={busyText}>
      Try Again
    </Button>
  </div>
);

type TPageProblemProps = {
  icon: LucideIcon;
  title: string;
  body?: ReactNode;
  /** The ways out (a link back, ...), before Try Again. */
  children: ReactNode;
  /** Shown when given: Try Again, for a failure that another attempt may fix. */
  onRetry?: () => void;
  isRetrying?: boolean;
  className?: string;
};

/** A whole page that cannot be shown (not found, failed to load): its h1, why, and the ways out. Announced as an alert. */
export const PageProblem = ({ icon: Icon, title, body, children, onRetry, isRetrying = false, className }: TPageProblemProps) => (
  <div role="alert" className={cx('flex flex-col items-center rounded-2xl border border-clay-100 bg-white px-6 py-14 text-center shadow-sm', className)}>
    <span className="inline-flex size-14 items-center justify-center rounded-full bg-clay-50 text-clay-600">
      <Icon className="size-7" aria-hidden="true" />
    </span>
    <h1 className="mt-4 text-2xl font-bold text-brand-950">{title}</h1>
    {body && <p className="mt-1 max-w-md text-stone-600">{body}</p>}
    <div className="mt-6 flex flex-wrap justify-center gap-3">
      {children}
      {onRetry && (
        <Button variant="outline" onClick={onRetry} isBusy={isRetrying}>
          Try Again
        </Button>
      )}
    </div>
  </div>
);
