import type { TProviderAccount } from '@app/contract';
import { useLoadedOnIntent } from '@app/web-core/use-loaded-on-intent.ts';
import { ACCOUNT_TRIGGER_CLASSES, AccountTriggerFace, accountMenuLabel } from './account-trigger.tsx';

export type TAccountMenuProps = { account: TProviderAccount; onProfile(): void; onSignOut(): void };

const loadMenu = () => import('./account-menu-radix.tsx').then((module) => module.RadixAccountMenu);

/**
 * The account menu: the business and sign-in e-mail, Profile and Sign Out.
 * Its menu library is not part of the first screen: a look-alike button stands in until the first
 * press, and the menu then takes its place, open (useLoadedOnIntent).
 */
export const AccountMenu = (props: TAccountMenuProps) => {
  const { real: Menu, triggerProps } = useLoadedOnIntent(loadMenu);
  return Menu ? (
    <Menu {...props} defaultOpen />
  ) : (
    <button className={ACCOUNT_TRIGGER_CLASSES} aria-label={accountMenuLabel(props.account)} {...triggerProps}>
      <AccountTriggerFace account={props.account} />
    </button>
  );
};
