import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '@app/ui/cx.ts';
import { QUOTE_TAB_LABELS, QUOTE_TABS, type TQuoteTab } from '../quote-list-params.ts';

type TQuoteStatusTabsProps = {
  /** Prefix of the tabs' and panel's ids. */
  idPrefix: string;
  selected: TQuoteTab;
  /** Each tab's count, once the API has answered. */
  counts: Partial<Record<TQuoteTab, number>>;
  onSelect(tab: TQuoteTab): void;
  children: ReactNode;
};

export const quoteTabId = (idPrefix: string, tab: TQuoteTab) => `${idPrefix}-tab-${tab}`;

/** All, Pending, Accepted, Rejected as ARIA tabs (arrow keys, Home and End), each with its count; the list is the panel. */
export const QuoteStatusTabs = ({ idPrefix, selected, counts, onSelect, children }: TQuoteStatusTabsProps) => {
  const refs = useRef(new Map<TQuoteTab, HTMLButtonElement>());
  const panelId = `${idPrefix}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = QUOTE_TABS.indexOf(selected);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: QUOTE_TABS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const tab = QUOTE_TABS[(moves[event.key]! + QUOTE_TABS.length) % QUOTE_TABS.length]!;
    onSelect(tab);
    refs.current.get(tab)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label="Quote status" onKeyDown={onKeyDown} className="flex overflow-x-auto border-b border-stone-200 sm:gap-1">
        {QUOTE_TABS.map((tab) => {
          const isSelected = tab === selected;
          const count = counts[tab];
          return (
            <button
              key={tab}
              ref={(element) => {
                if (element) refs.current.set(tab, element);
                else refs.current.delete(tab);
              }}
              type="button"
              role="tab"
              id={quoteTabId(idPrefix, tab)}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab)}
              className={cx(
                // On a phone the count goes under the label, so the four tabs fit side by side.
                '-mb-px inline-flex shrink-0 items-center justify-center border-b-[3px] font-semibold transition-colors',
                'h-16 flex-1 flex-col gap-1 px-1 text-sm sm:h-12 sm:flex-none sm:flex-row sm:gap-2 sm:px-4 sm:text-[0.95rem]',
                isSelected ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-600 hover:text-brand-800',
              )}
            >
              {QUOTE_TAB_LABELS[tab]}
              {count !== undefined && (
                <span className={cx('rounded-full px-2 py-0.5 text-xs leading-none sm:leading-normal', isSelected ? 'bg-brand-100 text-brand-900' : 'bg-stone-100 text-stone-700')}>{count}</span>
              )}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={quoteTabId(idPrefix, selected)} className="pt-6">
        {children}
      </div>
    </div>
  );
};
