// Forms that show one message at a time above their button, as the spec does for sign-in, sign-up,
// Complete Your Profile, Request a Quote and the password forms of both sites: react-hook-form with a
// contract schema, checked when the form is sent (not while typing), the message of the first field
// in the form's order that has one, else the server's answer; editing any field clears the message.
import { useEffect, useRef } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

const SERVER = 'root.server';

/** The contract schema as react-hook-form reads it: `zodResolver(ZSomething)` from '@hookform/resolvers/zod', which each web app installs. */
export type TSchemaResolver<TInput extends FieldValues, TOutput extends FieldValues> = Resolver<TInput, unknown, TOutput>;
/** The resolver of one contract schema, for a form whose schema is fixed. */
export type TResolverOf<TSchema extends z.ZodType<FieldValues, FieldValues>> = TSchemaResolver<z.input<TSchema>, z.output<TSchema>>;

export const useOneMessageForm = <TInput extends FieldValues, TOutput extends FieldValues>({
  resolver,
  defaultValues,
  order,
  onEdit,
}: {
  resolver: TSchemaResolver<TInput, TOutput>;
  defaultValues: NoInfer<DefaultValues<TInput>>;
  /** The fields in the order their messages take precedence. */
  order: readonly NoInfer<FieldPath<TInput>>[];
  /** Called as the person edits any field (a failure the form keeps outside react-hook-form clears too). */
  onEdit?: () => void;
}) => {
  const form = useForm<TInput, unknown, TOutput>({
    resolver,
    defaultValues,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const onEditRef = useRef(onEdit);
  useEffect(() => {
    onEditRef.current = onEdit;
  });
  useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      if (type !== 'change') return;
      form.clearErrors();
      onEditRef.current?.();
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const { errors } = form.formState;
  const fieldMessage = order.map((name) => form.getFieldState(name, form.formState).error?.message).find(Boolean);
  return {
    form,
    /** The one message to show, or undefined. */
    message: fieldMessage ?? errors.root?.server?.message,
    /** Shows the server's answer (cleared by an edit or the next send). */
    showServerMessage: (message: string) => form.setError(SERVER, { type: 'server', message }),
  };
};
