import { EventsTab } from '../../features/event-requests/pages/events-tab.tsx';
import { EventQuotesWithBudget } from './event-quotes-with-budget.tsx';

/** My Events, whose event details show the event's quotes with its budget tracker. */
export const EventsWithQuotes = () => <EventsTab renderEventQuotes={(_id, event) => <EventQuotesWithBudget event={event} />} />;
