import type { ReactNode } from 'react';
import { Building2, ChevronRight, UserRound } from 'lucide-react';
import type { TOrganiserType } from '@app/contract';
import { cx } from '@app/ui/cx.ts';

const ACCOUNT_TYPES: readonly { value: TOrganiserType; title: string; text: string; icon: ReactNode }[] = [
  { value: 'individual', title: 'Individual', text: 'Weddings, birthdays, parties and family celebrations', icon: <UserRound className="size-6" aria-hidden="true" /> },
  { value: 'business', title: 'Business', text: 'Corporate events, conferences and company functions', icon: <Building2 className="size-6" aria-hidden="true" /> },
];

/** Step 1 of sign-up and of Complete Your Profile: Individual or Business; choosing moves on. */
export const AccountTypeChoice = ({ chosen, onChoose }: { chosen: TOrganiserType | null; onChoose(type: TOrganiserType): void }) => (
  <fieldset>
    <legend className="mb-3 text-sm font-semibold text-stone-800">Account type</legend>
    <div className="grid gap-3 sm:grid-cols-2">
      {ACCOUNT_TYPES.map((type) => (
        <button
          key={type.value}
          type="button"
          onClick={() => onChoose(type.value)}
          aria-pressed={chosen === type.value}
          className={cx(
            'group flex flex-col items-start gap-2 rounded-2xl border-2 bg-white p-4 text-left transition-colors hover:border-brand-600 hover:bg-brand-50',
            chosen === type.value ? 'border-brand-600' : 'border-stone-200',
          )}
        >
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 group-hover:bg-white">{type.icon}</span>
          <span className="flex w-full items-center justify-between text-base font-bold text-brand-950">
            {type.title}
            <ChevronRight className="size-5 text-stone-500 group-hover:text-brand-700" aria-hidden="true" />
          </span>
          <span className="text-sm text-stone-600">{type.text}</span>
        </button>
      ))}
    </div>
  </fieldset>
);
