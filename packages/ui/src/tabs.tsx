// ARIA tabs (filter tabs with counts, a dialog's sections): arrow keys, Home and End move between
// tabs (and select them), only the selected tab is in the Tab order, each may show a count.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx.ts';

export type TTabItem<T extends string> = { id: T; label: string; count?: number };

type TTabsProps<T extends string> = {
  /** Prefix of the tabs' and the panel's ids. */
  idPrefix: string;
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TTabItem<T>[];
  selected: T;
  onSelect(tab: NoInfer<T>): void;
  /** The selected tab's panel. */
  children: ReactNode;
  /** On a phone the tabs share the width, the count under the label (four filters fit side by side). */
  isFitted?: boolean;
  panelClassName?: string;
};

export const tabId = (idPrefix: string, tab: string) => `${idPrefix}-tab-${tab}`;

export const Tabs = <T extends string>({ idPrefix, label, tabs, selected, onSelect, children, isFitted = false, panelClassName }: TTabsProps<T>) => {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const panelId = `${idPrefix}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const tab = tabs[(moves[event.key]! + tabs.length) % tabs.length]!.id;
    onSelect(tab);
    refs.current.get(tab)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex overflow-x-auto border-b border-stone-200 sm:gap-1">
        {tabs.map(({ id, label: tabLabel, count }) => {
          const isSelected = id === selected;
          return (
            <button
              key={id}
              ref={(element) => {
                if (element) refs.current.set(id, element);
                else refs.current.delete(id);
              }}
              type="button"
              role="tab"
              id={tabId(idPrefix, id)}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(id)}
              className={cx(
                '-mb-px inline-flex shrink-0 items-center justify-center border-b-[3px] font-semibold transition-colors sm:h-12 sm:text-[0.95rem]',
                isFitted ? 'h-16 flex-1 flex-col gap-1 px-1 text-sm sm:flex-none sm:flex-row sm:gap-2 sm:px-4' : 'h-12 gap-2 px-4 text-sm',
                isSelected ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-600 hover:text-brand-800',
              )}
            >
              <span className="whitespace-nowrap">{tabLabel}</span>
              {count !== undefined && (
                <>
                  <span
                    aria-hidden="true"
                    className={cx('rounded-full px-2 py-0.5 text-xs leading-none sm:leading-normal', isSelected ? 'bg-brand-100 text-brand-900' : 'bg-stone-100 text-stone-700')}
                  >
                    {count}
                  </span>
                  <span className="sr-only"> ({count})</span>
                </>
              )}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(idPrefix, selected)} className={panelClassName}>
        {children}
      </div>
    </div>
  );
};
