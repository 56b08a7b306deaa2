import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { ChatSocketProvider } from '@app/web-core/chat/chat-socket-provider.tsx';
import { usePrefetchOnIntent } from '@app/web-core/use-prefetch-on-intent.ts';
import { DashboardShell } from '../dashboard/dashboard-shell.tsx';
import type { TPlanEventSlot } from '../../lib/dashboard-actions.ts';

// The wizard is its own chunk, opened from Plan Event, Create New Event and Request a Quote's Start a
// new event: fetched on the first pointer, touch or key, or after a while in an idle moment (fetched
// 2 s after the start, its evaluation was the dashboard's longest task on a phone).
const loadWizard = () => import('../../features/event-requests/components/event-request-wizard.tsx');
const prefetchWizard = () => void loadWizard();
const WIZARD_PREFETCH_AFTER_MS = 8_000;
const EventRequestWizard = lazy(loadWizard);

/** The event-request feature's Plan Your Event modal in the dashboard shell's Plan Event slot. */
const renderPlanEvent: TPlanEventSlot = ({ isOpen, onOpenChange, onCreated }) =>
  isOpen ? (
    <Suspense fallback={null}>
      <EventRequestWizard
        variant="modal"
        open={isOpen}
        onOpenChange={onOpenChange}
        onSaved={({ request }) => onCreated({ id: request.id, title: request.title, status: request.status })}
      />
    </Suspense>
  ) : null;

/**
 * The frame of every /dashboard page. Features do not import each other, so the app layer
 * composes them here: the dashboard shell gets the event-request wizard as its Plan Event modal,
 * and every dashboard page the chat's live connection (unread badge, Messages tab).
 */
const DashboardLayoutRoute = () => {
  usePrefetchOnIntent(prefetchWizard, WIZARD_PREFETCH_AFTER_MS);
  return (
    <ChatSocketProvider>
      <DashboardShell planEvent={renderPlanEvent}>
        <Outlet />
      </DashboardShell>
    </ChatSocketProvider>
  );
};

export default DashboardLayoutRoute;
