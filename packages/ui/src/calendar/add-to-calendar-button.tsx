import { useState } from 'react';
import { CalendarPlus } from 'lucide-react';
import { CALENDAR_MSG, calendarFileName } from '@app/contract';
import { errorText } from '@app/web-core/api-client.ts';
import { downloadCalendarFile } from '@app/web-core/calendar/calendar-api.ts';
import { notify } from '@app/web-core/notify.ts';
import { Button, type TButtonSize, type TButtonVariant } from '../button.tsx';

type TAddToCalendarButtonProps = {
  /** The API path of the .ics (`/event-organiser/calendar/events/{id}` or `/service-provider/calendar/bookings/{id}`). */
  path: string;
  /** The event's title and the id in the path: the saved file's name. */
  title: string;
  id: number;
  variant?: TButtonVariant;
  size?: TButtonSize;
  className?: string;
};

/** "Add to calendar": downloads the entry as an .ics file, which every calendar app opens. */
export const AddToCalendarButton = ({ path, title, id, variant = 'outline', size, className }: TAddToCalendarButtonProps) => {
  const [isBusy, setIsBusy] = useState(false);
  const download = async () => {
    setIsBusy(true);
    try {
      await downloadCalendarFile({ path, fileName: calendarFileName(title, id) });
    } catch (caught) {
      notify(errorText(caught, CALENDAR_MSG.downloadFailed), 'error');
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Button variant={variant} size={size} className={className} onClick={() => void download()} isBusy={isBusy} busyText="Preparing…">
      <CalendarPlus className="size-4" aria-hidden="true" />
      Add to calendar
    </Button>
  );
};
