import { Eye, EyeOff } from 'lucide-react';
import { Input, type TInputProps } from './input.tsx';

type TPasswordInputProps = Omit<TInputProps, 'type'> & {
  isShown: boolean;
  onToggleShown(): void;
};

/** A password field with a show/hide button. */
export const PasswordInput = ({ isShown, onToggleShown, id, ...rest }: TPasswordInputProps) => (
  <div className="relative">
    <Input id={id} type={isShown ? 'text' : 'password'} className="pr-12" {...rest} />
    <button
      type="button"
      onClick={onToggleShown}
      aria-label={isShown ? 'Hide password' : 'Show password'}
      aria-controls={id}
      className="absolute inset-y-0 right-1 my-auto inline-flex size-10 items-center justify-center rounded-lg text-stone-600 hover:text-brand-800"
    >
      {isShown ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
    </button>
  </div>
);
