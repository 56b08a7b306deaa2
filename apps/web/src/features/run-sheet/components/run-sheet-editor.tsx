// The organiser's run sheet editor: one row per line (time, what happens, who is responsible), added,
// removed and reordered by drag (the grip) or by keyboard (Move up / Move down, focus staying on the
// moved line, the move announced), saved as a whole with the version it was read at.
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, GripVertical, Plus, Trash2 } from 'lucide-react';
import { RUN_SHEET_MAX_LINES, RUN_SHEET_MSG, RUN_SHEET_TEXT_MAX, ZRunSheetInput, type TRunSheet, type TRunSheetInput } from '@app/contract';
import { Button } from '@app/ui/button.tsx';
import { cx } from '@app/ui/cx.ts';
import { FieldError, FormError, inputClasses } from '@app/ui/input.tsx';
import { ApiError, errorText, SessionExpiredError } from '@app/web-core/api-client.ts';
import { notify } from '@app/web-core/notify.ts';
import { useSaveRunSheet } from '../api/save-run-sheet.ts';

const valuesOf = (sheet: TRunSheet): TRunSheetInput => ({
  version: sheet.version,
  lines: sheet.lines.map(({ time, text, provider_id }) => ({ time, text, provider_id })),
});

const newLine = (lines: TRunSheetInput['lines']) => ({ time: lines.at(-1)?.time ?? '09:00', text: '', provider_id: null });

type TMoveFocus = { key: string; control: 'up' | 'down' };

type TRunSheetEditorProps = {
  sheet: TRunSheet;
  /** Load the latest saved sheet (after a stale save), replacing what is on the screen. */
  onReload(): Promise<TRunSheet | undefined>;
};

export const RunSheetEditor = ({ sheet, onReload }: TRunSheetEditorProps) => {
  const id = useId();
  const save = useSaveRunSheet();
  const form = useForm<TRunSheetInput>({ resolver: zodResolver(ZRunSheetInput), defaultValues: valuesOf(sheet) });
  const { control, register, handleSubmit, reset, setError, getValues, formState } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'lines' });
  const [announcement, setAnnouncement] = useState('');
  const [staleMessage, setStaleMessage] = useState<string | null>(null);
  const [dropIndex, setDropIndex] = useState<number | null>(null);
  const dragFrom = useRef<number | null>(null);
  const pendingFocus = useRef<TMoveFocus | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  // After a keyboard move, focus stays on the moved line: its same button, or the other one at either end.
  useEffect(() => {
    const wanted = pendingFocus.current;
    if (!wanted || !listRef.current) return;
    pendingFocus.current = null;
    const row = listRef.current.querySelector<HTMLElement>(`[data-line-key="${wanted.key}"]`);
    const same = row?.querySelector<HTMLButtonElement>(`[data-move="${wanted.control}"]`);
    const other = row?.querySelector<HTMLButtonElement>(`[data-move="${wanted.control === 'up' ? 'down' : 'up'}"]`);
    (same && !same.disabled ? same : other)?.focus();
  }, [fields]);

  const describe = (index: number) => getValues(`lines.${index}.text`).trim() || `Line ${index + 1}`;

  const moveLine = (from: number, to: number, focus?: TMoveFocus['control']) => {
    if (to < 0 || to >= fields.length || from === to) return;
    const label = describe(from);
    if (focus) pendingFocus.current = { key: fields[from]!.id, control: focus };
    move(from, to);
    setAnnouncement(`${label} moved to position ${to + 1} of ${fields.length}`);
  };

  const onDragStart = (index: number) => (event: DragEvent<HTMLElement>) => {
    dragFrom.current = index;
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', String(index));
    const row = event.currentTarget.closest('li');
    if (row) event.dataTransfer.setDragImage(row, 16, 16);
  };
  const onDragOver = (index: number) => (event: DragEvent<HTMLLIElement>) => {
    if (dragFrom.current === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setDropIndex(index);
  };
  const onDrop = (index: number) => (event: DragEvent<HTMLLIElement>) => {
    event.preventDefault();
    const from = dragFrom.current;
    dragFrom.current = null;
    setDropIndex(null);
    if (from !== null) moveLine(from, index);
  };
  const onDragEnd = () => {
    dragFrom.current = null;
    setDropIndex(null);
  };

  const onSubmit = handleSubmit((values) => {
    setStaleMessage(null);
    save.mutate(
      { eventRequestId: sheet.event_request_id, input: ZRunSheetInput.parse(values) },
      {
        onSuccess: (response) => {
          reset(valuesOf(response.data));
          notify(response.message, 'success');
        },
        onError: (error) => {
          if (error instanceof SessionExpiredError) return;
          if (error instanceof ApiError && error.status === 409 && error.serverError === RUN_SHEET_MSG.stale) {
            setStaleMessage(RUN_SHEET_MSG.stale);
            return;
          }
          const details = error instanceof ApiError && typeof error.body === 'object' && error.body !== null && 'details' in error.body
            ? (error.body as { details?: { path: string; message: string }[] }).details ?? []
            : [];
          for (const detail of details) setError(detail.path as `lines.${number}.provider_id`, { message: detail.message });
          notify(errorText(error, RUN_SHEET_MSG.saveFailed), 'error');
        },
      },
    );
  });

  const reload = async () => {
    const latest = await onReload();
    if (!latest) return;
    reset(valuesOf(latest));
    setStaleMessage(null);
    setAnnouncement('The latest saved version is loaded');
  };

  const lineErrors = formState.errors.lines;
  const isFull = fields.length >= RUN_SHEET_MAX_LINES;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="sr-only">Edit the run sheet</h2>
      <p aria-live="polite" role="status" className="sr-only">{announcement}</p>
      {staleMessage && (
        <div role="alert" className="mb-4 rounded-xl border border-clay-100 bg-clay-50 p-4 text-sm font-medium text-clay-700">
          <p>{staleMessage}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void reload()}>
            Load the latest version
          </Button>
        </div>
      )}
      {fields.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-700">
          {RUN_SHEET_MSG.empty}. Add the first moment of the day below.
        </p>
      ) : (
        <ol ref={listRef} className="space-y-3" aria-label="Run sheet lines">
          {fields.map((field, index) => {
            const errors = lineErrors?.[index];
            const rowId = `${id}-line-${index}`;
            return (
              <li
                key={field.id}
                data-line-key={field.id}
                onDragOver={onDragOver(index)}
                onDrop={onDrop(index)}
                onDragLeave={() => setDropIndex((current) => (current === index ? null : current))}
                className={cx(
                  'grid grid-cols-[auto_1fr] gap-x-2 gap-y-2 rounded-xl border bg-white p-3 shadow-sm sm:grid-cols-[auto_8.5rem_1fr_15rem_auto] sm:items-start',
                  dropIndex === index ? 'border-brand-600 ring-2 ring-brand-200' : 'border-stone-200',
                )}
              >
                <span
                  draggable
                  onDragStart={onDragStart(index)}
                  onDragEnd={onDragEnd}
                  title="Drag to reorder"
                  data-testid="drag-handle"
                  className="row-span-3 flex h-11 w-7 cursor-grab items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 active:cursor-grabbing sm:row-span-1"
                >
                  <GripVertical className="size-5" aria-hidden="true" />
                  <span className="sr-only">Drag line {index + 1} to reorder (or use Move up and Move down)</span>
                </span>
                <div>
                  <label htmlFor={`${rowId}-time`} className="mb-1 block text-xs font-semibold text-stone-700">Time</label>
                  <input
                    id={`${rowId}-time`}
                    type="time"
                    className={cx(inputClasses, 'tabular-nums')}
                    aria-invalid={errors?.time ? true : undefined}
                    aria-describedby={errors?.time ? `${rowId}-time-error` : undefined}
                    {...register(`lines.${index}.time`)}
                  />
                  <FieldError id={`${rowId}-time-error`}>{errors?.time?.message}</FieldError>
                </div>
                <div className="col-start-2 sm:col-start-auto">
                  <label htmlFor={`${rowId}-text`} className="mb-1 block text-xs font-semibold text-stone-700">What happens</label>
                  <input
                    id={`${rowId}-text`}
                    type="text"
                    maxLength={RUN_SHEET_TEXT_MAX}
                    className={inputClasses}
                    aria-invalid={errors?.text ? true : undefined}
                    aria-describedby={errors?.text ? `${rowId}-text-error` : undefined}
                    {...register(`lines.${index}.text`)}
                  />
                  <FieldError id={`${rowId}-text-error`}>{errors?.text?.message}</FieldError>
                </div>
                <div className="col-start-2 sm:col-start-auto">
                  <label htmlFor={`${rowId}-who`} className="mb-1 block text-xs font-semibold text-stone-700">Responsible</label>
                  <Controller
                    control={control}
                    name={`lines.${index}.provider_id`}
                    render={({ field: who }) => (
                      <select
                        id={`${rowId}-who`}
                        ref={who.ref}
                        name={who.name}
                        value={who.value === null || who.value === undefined ? '' : String(who.value)}
                        onChange={(event) => who.onChange(event.target.value === '' ? null : Number(event.target.value))}
                        onBlur={who.onBlur}
                        className={inputClasses}
                        aria-invalid={errors?.provider_id ? true : undefined}
                        aria-describedby={errors?.provider_id ? `${rowId}-who-error` : undefined}
                      >
                        <option value="">{RUN_SHEET_MSG.me}</option>
                        {sheet.providers.map((provider) => (
                          <option key={provider.id} value={provider.id}>{provider.business_name}</option>
                        ))}
                      </select>
                    )}
                  />
                  <FieldError id={`${rowId}-who-error`}>{errors?.provider_id?.message}</FieldError>
                </div>
                <div className="col-start-2 flex gap-1 sm:col-start-auto sm:pt-5">
                  <Button variant="ghost" size="icon" data-move="up" aria-label={`Move line ${index + 1} up`} disabled={index === 0} onClick={() => moveLine(index, index - 1, 'up')}>
                    <ArrowUp className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    data-move="down"
                    aria-label={`Move line ${index + 1} down`}
                    disabled={index === fields.length - 1}
                    onClick={() => moveLine(index, index + 1, 'down')}
                  >
                    <ArrowDown className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove line ${index + 1}`}
                    onClick={() => {
                      const label = describe(index);
                      remove(index);
                      setAnnouncement(`${label} removed`);
                    }}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <FormError className="mt-3">{formState.errors.lines?.root?.message ?? formState.errors.lines?.message}</FormError>
      <div className="mt-4 flex flex-col gap-3 border-t border-stone-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="outline" disabled={isFull} onClick={() => append(newLine(getValues('lines')), { shouldFocus: true })}>
          <Plus className="size-4" aria-hidden="true" />
          Add line
        </Button>
        <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center">
          <p className="text-sm text-stone-700">
            {fields.length} of {RUN_SHEET_MAX_LINES} lines{formState.isDirty ? ' · unsaved changes' : ''}
          </p>
          <Button type="submit" isBusy={save.isPending} busyText="Saving…">
            Save run sheet
          </Button>
        </div>
      </div>
    </form>
  );
};
