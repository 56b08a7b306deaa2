import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '@app/ui/cx.ts';

export type TDetailTab<T extends string> = { id: T; label: string; count?: number };

type TDetailTabsProps<T extends string> = {
  label: string;
  tabs: readonly TDetailTab<T>[];
  selected: T;
  onSelect(id: T): void;
  children: ReactNode;
};

/** ARIA tabs: arrow keys, Home and End move between tabs; the panel follows the selected tab. */
export const DetailTabs = <T extends string>({ label, tabs, selected, onSelect, children }: TDetailTabsProps<T>) => {
  const baseId = useId();
  const refs = useRef<Map<T, HTMLButtonElement>>(new Map());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex gap-1 overflow-x-auto border-b border-stone-200">
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={cx(
                '-mb-px inline-flex h-12 shrink-0 items-center justify-center gap-2 border-b-[3px] px-2.5 text-[0.95rem] font-semibold transition-colors max-sm:flex-1 sm:px-4',
                isSelected ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-600 hover:text-brand-800',
              )}
            >
              {tab.label}
              {tab.count !== undefined && (
                <span className={cx('rounded-full px-2 py-0.5 text-xs', isSelected ? 'bg-brand-100 text-brand-900' : 'bg-stone-100 text-stone-700')}>
                  {tab.count}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected}`} tabIndex={0} className="pt-6 focus-visible:outline-offset-4">
        {children}
      </div>
    </div>
  );
};
