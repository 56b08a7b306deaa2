import type { ButtonHTMLAttributes } from 'react';
import { Menu, X } from 'lucide-react';

type TMenuButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick' | 'aria-expanded' | 'aria-controls' | 'aria-label'> & {
  isOpen: boolean;
  onToggle(): void;
  /** The id of the menu it opens and closes. */
  menuId: string;
  /** What the menu is called: 'menu' reads 'Open menu' when closed and 'Close menu' when open. */
  menuName: string;
};

/** The button that opens and closes a header's menu on small screens: ☰ while closed, ✕ while open. */
export const MenuButton = ({ isOpen, onToggle, menuId, menuName, children, ...rest }: TMenuButtonProps) => (
  <button
    type="button"
    aria-expanded={isOpen}
    aria-controls={menuId}
    aria-label={`${isOpen ? 'Close' : 'Open'} ${menuName}`}
    onClick={onToggle}
    {...rest}
  >
    {isOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
    {children}
  </button>
);
