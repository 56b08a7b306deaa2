// Short forms that show one message at a time above their button, as the organiser site does for
// sign-in: react-hook-form with a contract schema, checked when the form is sent (not while typing),
// the message of the first field in the form's order that has one, else the server's answer;
// editing any field clears the message.
import { useEffect, useRef } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

const SERVER = 'root.server';

export const useOneMessageForm = <TInput extends FieldValues, TOutput extends FieldValues>({
  schema,
  defaultValues,
  order,
  onEdit,
}: {
  schema: z.ZodType<TOutput, TInput>;
  defaultValues: NoInfer<DefaultValues<TInput>>;
  /** The fields in the order their messages take precedence. */
  order: readonly NoInfer<FieldPath<TInput>>[];
  /** Called as the person edits any field (a failure the form keeps outside react-hook-form clears too). */
  onEdit?: () => void;
}) => {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
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
