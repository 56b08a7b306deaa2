import { useEffect, useId, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown, CircleCheck, Send } from 'lucide-react';
import { CONTACT_SUBJECTS, MSG, formatCount } from '@app/contract';
import { Button } from '@app/ui/button.tsx';
import { FieldError, FormError, Input, Label, inputClasses } from '@app/ui/input.tsx';
import { cx } from '@app/ui/cx.ts';
import { contactErrorText, useSendContactMessage } from '../api/send-contact-message.ts';
import { CONTACT_FORM_DEFAULTS, CONTACT_MESSAGE_MAX, ZContactForm, toContactPayload, type TContactForm } from '../contact-form-schema.ts';

const Required = () => (
  <span className="text-clay-600" aria-hidden="true">
    {' '}
    *
  </span>
);

/** The contact form with its four states: idle, sending, sent and failed. */
export function ContactForm() {
  const id = useId();
  const fieldId = (name: keyof TContactForm) => `${id}-${name}`;
  const errorId = (name: keyof TContactForm) => `${id}-${name}-error`;
  const successHeadingRef = useRef<HTMLHeadingElement>(null);
  const mutation = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<TContactForm, unknown, ReturnType<typeof ZContactForm.parse>>({
    resolver: zodResolver(ZContactForm),
    defaultValues: CONTACT_FORM_DEFAULTS,
  });

  const errorRef = useRef<HTMLDivElement>(null);
  const isSent = mutation.isSuccess;
  const hasFailed = mutation.isError;
  useEffect(() => {
    if (isSent) successHeadingRef.current?.focus();
  }, [isSent]);
  // The failure message sits above the form: bring it into view after a failed send.
  useEffect(() => {
    if (hasFailed) errorRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [hasFailed]);

  const messageLength = watch('message').length;
  const onSubmit = handleSubmit((values) => mutation.mutate(toContactPayload(values)));
  const startOver = () => {
    reset(CONTACT_FORM_DEFAULTS);
    mutation.reset();
  };
  const describedBy = (name: keyof TContactForm, extra?: string) => cx(errors[name] ? errorId(name) : undefined, extra) || undefined;
  /** A labelled one-line field with its error: names, e-mail and phone. */
  const textField = (
    name: 'firstName' | 'lastName' | 'email' | 'phone',
    label: ReactNode,
    inputProps: InputHTMLAttributes<HTMLInputElement>,
    { isRequired = true }: { isRequired?: boolean } = {},
  ) => (
    <div>
      <Label htmlFor={fieldId(name)}>
        {label}
        {isRequired && <Required />}
      </Label>
      <Input
        id={fieldId(name)}
        {...inputProps}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name)}
        aria-required={isRequired ? 'true' : undefined}
        {...register(name)}
      />
      <FieldError id={errorId(name)}>{errors[name]?.message}</FieldError>
    </div>
  );

  if (isSent) {
    return (
      <div className="flex flex-col items-center px-2 py-10 text-center sm:py-14">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-8 ring-brand-50/50">
          <CircleCheck className="h-9 w-9" aria-hidden="true" />
        </span>
        <h2 ref={successHeadingRef} tabIndex={-1} className="mt-6 text-2xl font-bold text-stone-900 focus:outline-none">
          Message Sent!
        </h2>
        <p className="mt-3 max-w-md leading-relaxed text-stone-600" role="status">
          {MSG.contactSent}
        </p>
        <Button variant="outline" className="mt-8" onClick={startOver}>
          Send Another Message
        </Button>
      </div>
    );
  }

  const isSending = mutation.isPending;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`} className="space-y-5">
      <div>
        <h2 id={`${id}-heading`} className="text-2xl font-bold text-stone-900">
          Send us a message
        </h2>
        <p className="mt-1.5 text-sm text-stone-600">
          Fields marked <span className="text-clay-600">*</span> are required.
        </p>
      </div>

      <div ref={errorRef} className="scroll-mt-24 empty:hidden">
        {hasFailed ? <FormError>{contactErrorText(mutation.error)}</FormError> : null}
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        {textField('firstName', 'First name', { autoComplete: 'given-name' })}
        {textField('lastName', 'Last name', { autoComplete: 'family-name' })}
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        {textField('email', 'Email', { type: 'email', inputMode: 'email', autoComplete: 'email', placeholder: 'you@example.co.nz' })}
        {textField(
          'phone',
          <>
            Phone <span className="font-normal text-stone-600">(optional)</span>
          </>,
          { type: 'tel', autoComplete: 'tel', placeholder: '021 123 4567' },
          { isRequired: false },
        )}
      </div>

      <div>
        <Label htmlFor={fieldId('subject')}>
          Subject
          <Required />
        </Label>
        <div className="relative">
        <select
          id={fieldId('subject')}
          className={cx(inputClasses, 'appearance-none pr-10')}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={describedBy('subject')}
          aria-required="true"
          {...register('subject')}
        >
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject.value} value={subject.value}>
              {subject.label}
            </option>
          ))}
        </select>
        <ChevronDown className="pointer-events-none absolute right-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-stone-600" aria-hidden="true" />
        </div>
        <FieldError id={errorId('subject')}>{errors.subject?.message}</FieldError>
      </div>

      <div>
        <Label htmlFor={fieldId('message')}>
          Message
          <Required />
        </Label>
        <textarea
          id={fieldId('message')}
          rows={6}
          className={cx(inputClasses, 'min-h-36 resize-y')}
          placeholder="Tell us how we can help. If it is about an event request, include the event title and date."
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message', `${id}-message-count`)}
          aria-required="true"
          {...register('message')}
        />
        <div className="flex items-start justify-between gap-4">
          <FieldError id={errorId('message')}>{errors.message?.message}</FieldError>
          <p id={`${id}-message-count`} className="ml-auto mt-1.5 shrink-0 text-xs text-stone-600">
            {formatCount(messageLength)} / {formatCount(CONTACT_MESSAGE_MAX)}
          </p>
        </div>
      </div>

      <Button type="submit" size="lg" isFullWidth isBusy={isSending} busyText="Sending..." className="sm:w-auto">
        <Send className="h-5 w-5" aria-hidden="true" />
        Send Message
      </Button>
    </form>
  );
}
