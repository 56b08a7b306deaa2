import { Outlet } from 'react-router';
import { DashboardShell } from '../../features/dashboard/shell/dashboard-shell.tsx';

/**
 * The dashboard's frame for every /dashboard page. The app layer composes features here: the
 * shell's Plan Event button will open the event-request feature's Plan Your Event modal once it
 * is exported (until then the shell opens the request form on the landing page).
 */
const DashboardLayoutRoute = () => (
  <DashboardShell>
    <Outlet />
  </DashboardShell>
);

export default DashboardLayoutRoute;
