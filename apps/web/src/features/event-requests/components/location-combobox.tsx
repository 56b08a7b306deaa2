import { useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { ChevronDown, MapPin } from 'lucide-react';
import { EVENT_REQUEST_MSG } from '@app/contract';
import { inputClasses } from '@app/ui/input.tsx';
import { cx } from '@app/ui/cx.ts';

type TLocationComboboxProps = {
  id: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  locations: readonly string[];
  isLoading: boolean;
  isInvalid?: boolean;
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A location chosen from the list (ARIA combobox with a listbox): typing filters, arrows move,
 * Enter picks, Escape closes. Only a name from the list becomes the value.
 */
export const LocationCombobox = ({ id, value, onChange, onBlur, locations, isLoading, isInvalid, describedBy, inputRef }: TLocationComboboxProps) => {
  const listId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);

  const text = query ?? value;
  const matches = useMemo(() => {
    const needle = (query ?? '').trim().toLowerCase();
    return needle ? locations.filter((name) => name.toLowerCase().includes(needle)) : locations;
  }, [locations, query]);
  const emptyText = isLoading
    ? EVENT_REQUEST_MSG.loadingLocations
    : locations.length === 0
      ? EVENT_REQUEST_MSG.noLocationsAvailable
      : matches.length === 0
        ? EVENT_REQUEST_MSG.noLocationsFound
        : null;
  const hasOptions = isOpen && emptyText === null;

  const open = () => {
    setIsOpen(true);
    setActiveIndex(Math.max(0, matches.indexOf(value)));
  };
  const close = () => {
    setIsOpen(false);
    setActiveIndex(-1);
  };
  const choose = (name: string) => {
    onChange(name);
    setQuery(null);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) {
        open();
        return;
      }
      if (matches.length === 0) return;
      const delta = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((i) => (i + delta + matches.length) % matches.length);
    } else if (event.key === 'Enter') {
      if (isOpen && activeIndex >= 0 && matches[activeIndex]) {
        event.preventDefault();
        choose(matches[activeIndex]!);
      }
    } else if (event.key === 'Escape') {
      if (isOpen) {
        event.preventDefault();
        setQuery(null);
        close();
      }
    } else if (event.key === 'Home' && isOpen) {
      event.preventDefault();
      setActiveIndex(0);
    } else if (event.key === 'End' && isOpen) {
      event.preventDefault();
      setActiveIndex(matches.length - 1);
    }
  };

  const onInputBlur = () => {
    // A name typed in full counts as chosen; anything else goes back to the chosen location.
    const typed = query?.trim().toLowerCase();
    const exact = typed ? locations.find((name) => name.toLowerCase() === typed) : undefined;
    if (exact) onChange(exact);
    setQuery(null);
    close();
    onBlur?.();
  };

  return (
    <div className="relative">
      <MapPin className="pointer-events-none absolute left-3.5 top-1/2 size-4.5 -translate-y-1/2 text-stone-500" aria-hidden="true" />
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={hasOptions}
        aria-controls={hasOptions ? listId : undefined}
        aria-activedescendant={hasOptions && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
        placeholder="Start typing a town or city"
        value={text}
        onChange={(event) => {
          setQuery(event.target.value);
          setIsOpen(true);
          setActiveIndex(0);
        }}
        onFocus={open}
        onClick={open}
        onKeyDown={onKeyDown}
        onBlur={onInputBlur}
        className={cx(inputClasses, 'pl-10 pr-10')}
      />
      <ChevronDown className="pointer-events-none absolute right-3.5 top-1/2 size-4.5 -translate-y-1/2 text-stone-500" aria-hidden="true" />
      {isOpen && (
        <div className="absolute inset-x-0 top-full z-20 mt-1.5 overflow-hidden rounded-xl border border-stone-200 bg-white shadow-lg">
          {emptyText !== null ? (
            <p role="status" className="px-4 py-3 text-sm text-stone-600">
              {emptyText}
            </p>
          ) : (
            <ul id={listId} role="listbox" aria-label="Locations" className="max-h-60 overflow-y-auto py-1">
              {matches.map((name, index) => (
                <li
                  key={name}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={name === value}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(name)}
                  onMouseMove={() => setActiveIndex(index)}
                  className={cx(
                    'flex cursor-pointer items-center justify-between px-4 py-2.5 text-[0.95rem] text-stone-800',
                    index === activeIndex && 'bg-brand-50 text-brand-900',
                    name === value && 'font-semibold',
                  )}
                >
                  {name}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
};
